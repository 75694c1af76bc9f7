import { writeFileSync } from "node:fs";
import { openApiDocumentText } from "../server/openapi/openapi-document";

// Writes docs/openapi.json, the OpenAPI document of the contract table (tests/server/openapi.test.ts fails while stale).
writeFileSync("docs/openapi.json", openApiDocumentText());

import { readFileSync, writeFileSync } from "node:fs";
import { contractTableMarkdown, contractTableMarkers } from "./contract-table";

// Writes the contract table into docs/architecture.md, between its markers (tests/unit/contract-table-doc.test.ts).
const file = "docs/architecture.md";
const text = readFileSync(file, "utf8");
const start = text.indexOf(contractTableMarkers.start) + contractTableMarkers.start.length;
const end = text.indexOf(contractTableMarkers.end);
if (start < contractTableMarkers.start.length || end < start) throw new Error(`${file} has no contract table markers.`);
writeFileSync(file, `${text.slice(0, start)}\n${contractTableMarkdown()}\n${text.slice(end)}`);

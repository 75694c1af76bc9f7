// `npm start`: build the app if needed, then run the server in this same Node process.
import { register } from "tsx/esm/api";
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
register();
const { startServer } = await import("../server/main.ts");
await startServer();

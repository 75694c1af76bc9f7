// `npm start`: build the app and server if needed, then run the compiled server in this same Node process.
import { enableCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

// V8 keeps the compiled code of the server and its packages on disk (in the system's temporary folder), so every start
// after the first skips compiling them: about a quarter of the time to the first page here.
enableCompileCache();
const distDir = process.env.DIST_DIR ?? "dist";
buildIfStale(distDir);
const { startServer } = await import(pathToFileURL(path.resolve(distDir, "server", "main.js")).href);
await startServer();

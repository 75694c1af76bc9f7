// `npm start`: build the app and server if needed, then run the compiled server in this same Node process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

const distDir = process.env.DIST_DIR ?? "dist";
buildIfStale(distDir);
const { startServer } = await import(pathToFileURL(path.resolve(distDir, "server", "main.js")).href);
await startServer();

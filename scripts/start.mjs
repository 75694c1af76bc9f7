// `npm start`: build the app and server if needed, then run the compiled server in this same Node process.
import { enableCompileCache, flushCompileCache } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

const distDir = process.env.DIST_DIR ?? "dist";
buildIfStale(distDir);
// V8's compiled code for the server bundle, the render bundle and what they load, kept beside the build (Node checks
// each entry against its file's content): a restart skips compiling about 2 MB of JavaScript (issue 39).
enableCompileCache(path.resolve(distDir, ".compile-cache"));
const { startServer } = await import(pathToFileURL(path.resolve(distDir, "server", "main.js")).href);
const server = await startServer();
// Written once the first answer has gone (it holds the code that answer compiled), not only at a clean exit: a process
// that is killed would otherwise never leave one.
server.once("request", (_request, response) => response.once("finish", () => setImmediate(flushCompileCache)));

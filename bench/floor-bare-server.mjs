// The floor of the cold-start benchmark (bench/cold-start.bench.ts): the least a Node server can do before its first
// 200, a bare node:http server answering every request with a short text. PORT is where it listens.
import { createServer } from "node:http";

createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("ok");
}).listen(Number(process.env.PORT), "127.0.0.1");

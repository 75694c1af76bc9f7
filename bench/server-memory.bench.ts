// Server memory benchmark (issue 16: "RSS flat within 10% over a million requests"): starts the compiled server as
// `npm start` runs it (its Node heap flags included, bench/start-server.ts) on a fresh SQLite database and sends home
// pages, first lookups and polls over keep-alive sockets, reading the server's RSS from /proc after each tenth of the
// requests. REQUESTS=1000000 for the issue's million (the default is quicker).
import { readFileSync } from "node:fs";
import http from "node:http";
import { machineSummary, writeBenchmarkSection } from "./report";
import { startBenchServer } from "./start-server";

const requests = Number(process.env.REQUESTS ?? 180_000);
const samples = 10;
const concurrency = 20;
const host = "wh.localhost:8080";

const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 8202), {
  LOOKUP_RATE_LIMIT: "1000000000",
  LOG_LEVEL: "error",
});
const port = server.port;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** The server process's resident memory in MB. */
function serverRss(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1]);
  return kilobytes / 1024;
}

/** Sends one request and answers its body. */
function send(requestPath: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = body
      ? { host, "content-type": "application/json", "content-length": Buffer.byteLength(body) }
      : { host };
    const request = http.request({ port, path: requestPath, method: body ? "POST" : "GET", agent, headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${requestPath} answered ${res.statusCode}`));
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks).toString()));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Accepted searches by the round that made them: a round's poll names its lookup's search (issue 35). */
const searches = new Map<number, Promise<string>>();

/** The n-th request: a home page (with a query that changes), a first lookup or its poll, in turn. */
async function nth(n: number): Promise<void> {
  const round = Math.floor(n / 3);
  if (n % 3 === 0) {
    await send(`/?visit=${n}`);
    return;
  }
  const payload = { mode: "both", domains: [`memory${round % 5000}.com`], parent_customer_id: 101 };
  if (n % 3 === 1) {
    const searchId = send("/brand-api/domain/lookup", JSON.stringify(payload)).then(
      (body) => (JSON.parse(body) as { search_id: string }).search_id,
    );
    searches.set(round, searchId);
    await searchId;
    return;
  }
  const search_id = await searches.get(round);
  searches.delete(round);
  await send("/brand-api/domain/lookup", JSON.stringify({ search_id, payload, counter: 1 }));
}

const idle = serverRss();
const rows: { sent: number; rss: number }[] = [];
let sent = 0;
try {
  for (let sample = 0; sample < samples; sample++) {
    const until = Math.round(((sample + 1) * requests) / samples);
    while (sent < until) {
      const batch = Math.min(concurrency, until - sent);
      await Promise.all(Array.from({ length: batch }, (_, i) => nth(sent + i)));
      sent += batch;
    }
    rows.push({ sent, rss: serverRss() });
    console.log(`${sent} requests: server RSS ${serverRss().toFixed(1)} MB`);
  }
} finally {
  agent.destroy();
  server.stop();
}

const growth = (first: number, last: number) => `${(((last - first) / first) * 100).toFixed(1)}%`;
// The first tenth warms the server up (code compiled, the heap grown to its working size); flat means from then on.
const [warm, last] = [rows[0], rows[rows.length - 1]];
writeBenchmarkSection(
  "Server memory over many requests (issue 16)",
  `${machineSummary()}.

The compiled server as \`npm start\` runs it, ${requests} requests over HTTP (home pages, first lookups and polls in
turn, ${concurrency} at a time). RSS idle after start ${idle.toFixed(1)} MB; from the first sample to the last
${growth(warm.rss, last.rss)} (target: within 10%).

| requests | server RSS |
|---|---|
${rows.map((r) => `| ${r.sent} | ${r.rss.toFixed(1)} MB |`).join("\n")}`,
);

// The floor of the server rows of bench/visitor.bench.ts: a bare Hono app on @hono/node-server that answers each
// request with bytes recorded from the storefront (status, headers, body, per content coding), so it does nothing but
// match a path and write an answer. Plain JavaScript, run by `node` itself, so no compiler weighs on its start or RSS.
// FLOOR_ANSWERS names the JSON file of answers written by the benchmark; PORT is where it listens.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS, "utf8"));
for (const answer of Object.values(answers))
  for (const variant of Object.values(answer.variants)) variant.body = Buffer.from(variant.body, "base64");

/** The coding the storefront would pick for this Accept-Encoding (the recorded answer for it). */
function coding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  return /\bgzip\b/.test(acceptEncoding) ? "gzip" : "identity";
}

const app = new Hono();
app.all("*", (c) => {
  const answer = answers[`${c.req.method} ${c.req.path}`];
  if (!answer) return c.text("Not found", 404);
  const variant = answer.variants[coding(c.req.header("accept-encoding"))] ?? answer.variants.identity;
  return new Response(variant.body, { status: answer.status, headers: variant.headers });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });

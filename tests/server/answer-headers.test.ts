import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  answerHeaders,
  deleteAnswerCookie,
  setAnswerCookie,
  setAnswerHeader,
  varyAnswerOn,
  varyWith,
} from "../../server/http/answer-headers";
import { keptAnswer, sendKept } from "../../server/http/kept-answer";

const cookieOptions = { httpOnly: true, sameSite: "Lax", path: "/" } as const;

/** An app whose routes set pending headers and two cookies, then answer kept bytes or through Hono's context. */
function appAnswering() {
  const app = new Hono();
  app.use("*", answerHeaders({ connectOrigins: [], hsts: true }));
  app.use("*", async (c, next) => {
    varyAnswerOn(c, "Origin");
    setAnswerHeader(c, "Cache-Control", "no-store");
    setAnswerCookie(c, "first", "1", cookieOptions);
    deleteAnswerCookie(c, "second", cookieOptions);
    await next();
  });
  app.get("/kept", (c) => {
    // A handler's own value never replaces a security header.
    setAnswerHeader(c, "X-Frame-Options", "ALLOWALL");
    return sendKept(c, keptAnswer('{"kept":true}'), { status: 200, contentType: "application/json" });
  });
  app.get("/made", (c) => c.json({ made: true }, 200, { "X-Frame-Options": "ALLOWALL", Vary: "Cookie" }));
  return app;
}

describe("headers pending for an answer", () => {
  it.each([
    ["a kept answer", "/kept", "Origin, Accept-Encoding"],
    ["an answer made with the context", "/made", "Cookie, Origin"],
  ])(
    "%s carries the pending headers, each cookie apart, and the security headers as set",
    async (_kind, route, vary) => {
      const response = await appAnswering().request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("vary")).toBe(vary);
      const cookies = response.headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      expect(cookies[0]).toMatch(/^first=1; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(cookies[1]).toMatch(/^second=; Max-Age=0; Path=\//);
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
      expect(await response.json()).toEqual(route === "/kept" ? { kept: true } : { made: true });
    },
  );

  it("a kept answer without cookies is made from one plain record", async () => {
    const app = new Hono();
    app.use("*", answerHeaders({ connectOrigins: [] }));
    app.get("/", (c) =>
      sendKept(c, keptAnswer("<p>page</p>"), { status: 200, contentType: "text/html", vary: "Host" }),
    );
    const response = await app.request("/");
    expect(response.headers.get("vary")).toBe("Host, Accept-Encoding");
    expect(response.headers.get("content-length")).toBe("11");
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [undefined, "Origin", "Origin"],
    ["Origin", "origin", "Origin"],
    ["Origin", "Accept-Encoding", "Origin, Accept-Encoding"],
    ["Host, Cookie", "Cookie, Accept-Encoding", "Host, Cookie, Accept-Encoding"],
    ["*", "Origin", "*"],
  ])("Vary %s with %s is %s", (vary, names, joined) => {
    expect(varyWith(vary, names)).toBe(joined);
  });
});

/** Every TypeScript file of server/, as its path from the repository and its text. */
function serverFiles(folder = "server"): [string, string][] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith(".ts") ? [[full, readFileSync(full, "utf8")] as [string, string]] : [];
  });
}

describe("an answer's headers are set in one place", () => {
  // A header set on Hono's context would be lost from a kept answer (made without it) and costs a Fetch Headers object.
  it("no server module sets a header or cookie on Hono's context", () => {
    const offending = serverFiles()
      .filter(([file]) => file !== path.join("server", "http", "answer-headers.ts"))
      .filter(([, text]) => /\bc\.header\(|\b(?:setCookie|deleteCookie|setSignedCookie)\b/.test(text))
      .map(([file]) => file);
    expect(offending).toEqual([]);
  });
});

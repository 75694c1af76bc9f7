import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type ContentCoding, compressThreshold, encodeBytes, preferredCoding, varyOnEncoding } from "./compress";

/**
 * An answer kept for many requests (a finished page, a poll's answer): its bytes, encoded from text once, and its
 * compressed forms, each made the first time a client asks for one. Sent as kept, it is never re-encoded.
 */
export interface KeptAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  encoded: Map<ContentCoding, Promise<Uint8Array<ArrayBuffer>>>;
}

const textEncoder = new TextEncoder();

export function keptAnswer(text: string): KeptAnswer {
  return { bytes: textEncoder.encode(text), encoded: new Map() };
}

/**
 * Answers with the kept bytes, compressed as the client prefers, with the headers already set on the context (security
 * headers, cookies, caching) and `vary`. The compression middleware is told the answer is final (`answerEncoded`), so
 * neither form is looked at again: the uncompressed one goes out as the same bytes every time, as fast as a
 * compressed one.
 */
export async function sendKept(
  c: Context,
  kept: KeptAnswer,
  answer: { status: ContentfulStatusCode; contentType: string; vary?: string },
): Promise<Response> {
  const { bytes } = kept;
  const coding = bytes.byteLength >= compressThreshold ? preferredCoding(c.req.header("accept-encoding")) : undefined;
  // Every form depends on what the client accepts, the uncompressed one included; appended, so a Vary set before the
  // handler ran (CORS's `Origin`) stays.
  c.header("Vary", varyOnEncoding(answer.vary ?? null), { append: true });
  c.set("answerEncoded", true);
  const { status } = answer;
  if (!coding || c.req.method === "HEAD")
    return c.body(bytes, status, { "Content-Type": answer.contentType, "Content-Length": String(bytes.byteLength) });
  let encoded = kept.encoded.get(coding);
  if (!encoded) {
    encoded = encodeBytes(bytes, coding);
    kept.encoded.set(coding, encoded);
  }
  const body = await encoded;
  return c.body(body, status, {
    "Content-Type": answer.contentType,
    "Content-Encoding": coding,
    "Content-Length": String(body.byteLength),
  });
}

/**
 * A JSON answer of type `Answer` kept as bytes: what an endpoint's handler returns (server/http/register-endpoint.ts)
 * to send an answer it keeps for many requests without encoding it again.
 */
export class KeptJson<Answer> {
  /** The answer's type, for the endpoint's check only (nothing is kept but the bytes). */
  declare readonly answer: Answer;
  readonly kept: KeptAnswer;
  constructor(answer: Answer) {
    this.kept = keptAnswer(JSON.stringify(answer));
  }
}

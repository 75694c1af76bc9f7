import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { completeAnswer } from "./answer-headers";
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
 * Answers with the kept bytes, compressed as the client prefers, with the headers pending for this answer (security
 * headers, cookies, caching) and `vary` (server/http/answer-headers.ts). The answer is complete as made, so the
 * middleware never looks at it again: the uncompressed form goes out as the same bytes every time, as fast as a
 * compressed one.
 */
export async function sendKept(
  c: Context,
  kept: KeptAnswer,
  answer: { status: ContentfulStatusCode; contentType: string; vary?: string },
): Promise<Response> {
  const { bytes } = kept;
  const coding = bytes.byteLength >= compressThreshold ? preferredCoding(c.req.header("accept-encoding")) : undefined;
  // Every form depends on what the client accepts, the uncompressed one included.
  const vary = varyOnEncoding(answer.vary ?? null);
  const { status, contentType } = answer;
  if (!coding || c.req.method === "HEAD")
    return completeAnswer(c, bytes, status, {
      "content-type": contentType,
      "content-length": String(bytes.byteLength),
      vary,
    });
  let encoded = kept.encoded.get(coding);
  if (!encoded) {
    encoded = encodeBytes(bytes, coding);
    kept.encoded.set(coding, encoded);
  }
  const body = await encoded;
  return completeAnswer(c, body, status, {
    "content-type": contentType,
    "content-encoding": coding,
    "content-length": String(body.byteLength),
    vary,
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

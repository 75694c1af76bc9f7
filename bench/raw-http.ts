// HTTP as it goes over the wire: the body exactly as sent (still compressed), which fetch() would decode.
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? "GET", headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(options.body);
  });
}

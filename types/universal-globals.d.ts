// The few web-platform globals that browsers and Node both provide, for the layers that must run in both
// (tsconfig.layers.json compiles them without the DOM library and without Node's types).
declare function atob(data: string): string;
declare function btoa(data: string): string;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}
/** The WHATWG URL parser, the one browsers follow links with (contract/same-origin-target.ts). */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

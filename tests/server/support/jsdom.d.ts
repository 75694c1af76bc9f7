// jsdom 29+ ships no types and @types/jsdom has no release for it: the one constructor the sitemap test uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

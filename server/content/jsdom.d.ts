// jsdom 29 ships no types and @types/jsdom has no 29 release: the one constructor the sanitiser uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

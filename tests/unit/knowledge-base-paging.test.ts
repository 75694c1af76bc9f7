import { describe, expect, it } from "vitest";
import { pageCount, pageRange } from "../../rules/knowledge-base/paging";

describe("knowledge-base paging (page size 10, spec section 9)", () => {
  it("counts pages", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(25, 10)).toBe(3);
  });

  it("numbers the articles shown on a page", () => {
    expect(pageRange(0, 10, 25)).toEqual({ first: 1, last: 10 });
    expect(pageRange(2, 10, 25)).toEqual({ first: 21, last: 25 });
    expect(pageRange(0, 10, 0)).toEqual({ first: 0, last: 0 });
  });
});

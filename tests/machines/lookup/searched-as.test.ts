import { describe, expect, it } from "vitest";
import type { LookupContext } from "../../../machines/lookup/lookup-context";
import { selectSearchedAsNotice } from "../../../machines/lookup/searched-as";

const searchedFor = (query: string, name: string, tld = "com", kind: "single" | "bulk" = "single") => ({
  context: {
    search: { kind, query, transfer: false },
    searchedInfo: { name, tld, tldSpecific: true },
  } satisfies Pick<LookupContext, "search" | "searchedInfo">,
});

describe("a search name changed before it was searched (spec section 5)", () => {
  it("says which name was searched and why", () => {
    expect(selectSearchedAsNotice(searchedFor("-bad-.com", "bad"))).toBe(
      "We searched for bad.com, not “-bad-.com”: a domain name cannot start or end with a hyphen.",
    );
    expect(selectSearchedAsNotice(searchedFor("my shop!.co.uk", "myshop", "co.uk"))).toBe(
      "We searched for myshop.co.uk, not “my shop!.co.uk”: a domain name cannot hold spaces; a domain name holds only letters, digits and hyphens.",
    );
    expect(selectSearchedAsNotice(searchedFor("https://www.Example.com", "example"))).toBe(
      "We searched for example.com, not “https://www.Example.com”: http:// and www. are not part of a domain name.",
    );
    expect(selectSearchedAsNotice(searchedFor(`${"a".repeat(70)}.com`, "a".repeat(63)))).toContain(
      "at most 63 characters",
    );
  });

  it("says nothing when only letter case changed, nor for a bulk search", () => {
    expect(selectSearchedAsNotice(searchedFor("MyShop.com", "myshop"))).toBeNull();
    expect(selectSearchedAsNotice(searchedFor("-bad-.com", "bad", "com", "bulk"))).toBeNull();
  });
});

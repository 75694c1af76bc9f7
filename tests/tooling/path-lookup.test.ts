import { describe, expect, it } from "vitest";
import { findPath, nearestIds } from "../../scripts/path-lookup";

const paths = [
  { model: "lookup", id: "lookup-07", title: "visitor changed the search, …, 6 polls done, then suspended" },
  { model: "lookup", id: "lookup-70", title: "visitor asked AI for name ideas, then generating ai" },
  { model: "lookup", id: "lookup-107", title: "visitor changed the search, then requesting" },
  { model: "login", id: "login-07", title: "visitor signed in, then signed in" },
];

describe("finding the path `npm run path` should run", () => {
  it("finds a path by its id, with or without leading zeros", () => {
    for (const query of ["lookup-07", "lookup-7", "LOOKUP-007", " lookup-07 "]) {
      expect(findPath(paths, query)).toEqual({ kind: "one", path: paths[0] });
    }
  });

  it("finds a path by words of its title when only one has them", () => {
    expect(findPath(paths, "then suspended")).toEqual({ kind: "one", path: paths[0] });
  });

  it("lists every path the words match when several do", () => {
    expect(findPath(paths, "changed the search")).toEqual({ kind: "several", paths: [paths[0], paths[2]] });
  });

  it("fails on a query that matches nothing, naming the nearest ids and `npm run paths`", () => {
    const found = findPath(paths, "lookup-08");
    expect(found.kind).toBe("none");
    expect(found.kind === "none" && found.message).toMatch(/Nearest ids: lookup-07, .*`npm run paths`/);
    expect(findPath(paths, "nothing-like-this").kind).toBe("none");
    expect(findPath(paths, "").kind).toBe("none");
  });

  it("orders the nearest ids by how few characters differ", () => {
    expect(nearestIds(paths, "logn-07", 2)).toEqual(["login-07", "lookup-07"]);
  });
});

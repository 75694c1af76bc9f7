import { describe, expect, it } from "vitest";
import { findPath, nearestIds } from "../../scripts/path-lookup";
import { simulatedCallError } from "../machines/support/call-failure";
import { eventDataWords } from "../machines/support/event-data-words";

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

  it("finds every path whose steps or their data have each word of the query, in any order, not only in titles", () => {
    const declined = simulatedCallError("declined", "Your card details have been declined.");
    const refused = { type: "xstate.error.actor.createPayment", error: declined };
    const checkout = [
      {
        model: "checkout",
        id: "checkout-235",
        title: "visitor pays, payment refused, then ready",
        steps: ["visitor pays", "payment refused"],
        stepData: ["Sam Buyer sam@example.com", eventDataWords(refused)],
      },
      {
        model: "checkout",
        id: "checkout-31",
        title: "visitor back from the card page, no clear result, then payment failed",
        steps: ["visitor back from the card page", "no clear result"],
        stepData: ["b1", "failed declined"],
      },
      {
        model: "checkout",
        id: "checkout-90",
        title: "visitor back from the card page, payment authorised, then order placed",
        steps: ["visitor back from the card page", "payment authorised"],
        stepData: ["b1", "charged"],
      },
    ];
    // Neither title says "declined": one's answer does, the other's result; the third was charged.
    expect(findPath(checkout, "declined card")).toEqual({ kind: "several", paths: [checkout[0], checkout[1]] });
    expect(findPath(checkout, "Card  DECLINED")).toEqual({ kind: "several", paths: [checkout[0], checkout[1]] });
    expect(findPath(checkout, "declined card authorised").kind).toBe("none");
    expect(findPath(checkout, "charged")).toEqual({ kind: "one", path: checkout[2] });
  });

  it("words an event's data for the lookup: its texts and numbers, codes with spaces, not its type", () => {
    const refused = {
      type: "xstate.error.actor.createPayment",
      error: simulatedCallError("bad_cvv", "Bad code.", 422),
    };
    expect(eventDataWords(refused)).toBe("bad cvv Bad code. 422 bad cvv Bad code.");
    expect(eventDataWords({ type: "checkout.open" })).toBe("");
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

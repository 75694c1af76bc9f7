import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Checkout, login and order views read selectors, tags and `snapshot.can(...)` (machines/<actor>/selectors.ts): a view
 * that names a state or imports a business rule would recompute what the machine knows (issue 11).
 */
const viewFiles = [
  ...readdirSync("src/components/checkout").map((file) => path.join("src/components/checkout", file)),
  ...readdirSync("src/routes")
    .filter((file) => /^(checkout|order-|card-checkout-complete|paypal-complete)/.test(file))
    // The `?order=` page shows the basket machine's work; it moves to the basket's tags with that machine.
    .filter((file) => file !== "checkout-order-query.tsx")
    .map((file) => path.join("src/routes", file)),
];

const forbidden: [string, RegExp][] = [
  ["matches a state path", /\.matches\(/],
  ["reads a snapshot's state value", /\b(s|snapshot|state)\.value\b/],
  ["imports from rules/", /from "(\.\.\/)+rules\//],
];

function findings(source: string): string[] {
  return forbidden.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
}

describe("checkout, login and order views", () => {
  it("the check catches each thing a view must not do", () => {
    expect(findings('const ready = useSelector(checkout, (s) => s.matches("ready"));')).toEqual([
      "matches a state path",
    ]);
    expect(findings("const state = useSelector(login, (s) => s.value);")).toEqual(["reads a snapshot's state value"]);
    expect(findings('import { paymentOptions } from "../../../rules/checkout/payment-options";')).toEqual([
      "imports from rules/",
    ]);
    expect(findings('import { selectCanPay } from "../../../machines/checkout/selectors";')).toEqual([]);
  });

  it.each(viewFiles)("%s reads only selectors, tags and snapshot.can()", (file) => {
    expect(findings(readFileSync(file, "utf8"))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { callErrorCode } from "../../../machines/checkout/call-errors";
import { simulatedCallError } from "../support/call-failure";

describe("checkout call errors", () => {
  it("reads the envelope's code, and calls anything else 'other' (the spec's catch-all payment message)", () => {
    expect(callErrorCode(simulatedCallError("declined"))).toBe("declined");
    expect(callErrorCode(simulatedCallError("not_a_code_of_ours"))).toBe("other");
    expect(callErrorCode(new Error("network down"))).toBe("other");
  });
});

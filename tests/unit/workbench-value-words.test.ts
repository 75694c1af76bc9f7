import { describe, expect, it } from "vitest";
import { fieldWords } from "../../workbench/value-words";

describe("a field's name as a product owner reads it", () => {
  it.each([
    ["updatedCounter", "updated counter"],
    ["updated_counter", "updated counter"],
    ["isExistingCustomer", "is existing customer"],
    ["eu_vat_num", "eu vat num"],
    // The vendor's name reads as what it does (the Follow view read "h captcha token").
    ["hCaptchaToken", "human check token"],
    ["APIError", "API error"],
    ["requireHCaptcha", "require human check"],
    ["period2y", "period2y"],
    ["serviceplan_ids", "serviceplan ids"],
  ])("%s reads %s", (key, words) => {
    expect(fieldWords(key)).toBe(words);
  });
});

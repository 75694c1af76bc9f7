import { cardBrandRanges, detectCardBrand } from "../../rules/checkout/card-brand";

const brandNames: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};

/**
 * The hosted card page's one script, served as a first-party file under the CSP: it shows the card
 * brand as the number is typed, with the very detection rule of spec section 5 the app's tests cover.
 */
export const cardBrandScript = `"use strict";
(() => {
  const cardBrandRanges = ${JSON.stringify(cardBrandRanges)};
  const brandNames = ${JSON.stringify(brandNames)};
  const detectCardBrand = ${detectCardBrand.toString()};
  const input = document.getElementById("card-number");
  const output = document.getElementById("card-brand");
  if (!input || !output) return;
  // The output is a live region: it is written only when the brand changes, so it is announced once, not per key.
  const show = () => {
    const brand = detectCardBrand(input.value, cardBrandRanges);
    const text = brand ? "Card brand: " + brandNames[brand] : "";
    if (output.textContent !== text) output.textContent = text;
  };
  input.addEventListener("input", show);
  show();
})();
`;

import { describe, expect, it } from "vitest";
import { ratingLabel, toHalfStars } from "../../rules/reviews/rating-label";

describe("review rating labels (spec section 9)", () => {
  it.each([
    [1, "Bad"],
    [1.5, "Bad"],
    [2, "Poor"],
    [2.5, "Poor"],
    [3, "Average"],
    [3.5, "Average"],
    [4, "Great"],
    [4.5, "Excellent"],
    [5, "Excellent"],
  ])("labels %s stars %s", (stars, label) => {
    expect(ratingLabel(stars)).toBe(label);
  });

  it("rounds to half stars first", () => {
    expect(toHalfStars(4.2)).toBe(4);
    expect(toHalfStars(4.3)).toBe(4.5);
    expect(ratingLabel(4.3)).toBe("Excellent");
    expect(ratingLabel(4.2)).toBe("Great");
    expect(ratingLabel(1.9)).toBe("Poor");
  });

  it("keeps ratings within 1 to 5", () => {
    expect(toHalfStars(0)).toBe(1);
    expect(ratingLabel(0)).toBe("Bad");
    expect(toHalfStars(7)).toBe(5);
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractTableMarkdown, contractTableMarkers } from "../../scripts/contract-table";

describe("the contract table in docs/architecture.md", () => {
  it("is the table the code holds (npm run contract-table writes it)", () => {
    const doc = readFileSync("docs/architecture.md", "utf8");
    const start = doc.indexOf(contractTableMarkers.start) + contractTableMarkers.start.length;
    const end = doc.indexOf(contractTableMarkers.end);
    expect(start).toBeGreaterThan(contractTableMarkers.start.length);
    expect(doc.slice(start, end).trim()).toBe(contractTableMarkdown());
  });
});

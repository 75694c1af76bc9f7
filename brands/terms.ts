import type { AcceptedTerms, BrandCode } from "./index";

/**
 * The terms of service each brand's shoppers accept by paying: kept apart from the brand files so that only the
 * checkout's code and the server load them (every page loads the brand files).
 */
export const brandTerms: Readonly<Record<BrandCode, AcceptedTerms>> = {
  WH: { slug: "general", version: "2026-10-01T09:00:00.000Z" },
  MP: { slug: "general", version: "2026-10-01T09:00:00.000Z" },
  UK2: { slug: "general", version: "2026-10-01T09:00:00.000Z" },
};

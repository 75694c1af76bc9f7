/** Cookies the basket writes (spec sections 4 and 9); the names are ours, the spec does not show them. */
const secondsPerDay = 24 * 60 * 60;

/** Spec section 4 "Voucher": a used_max voucher is recorded as not eligible for one year. */
export const voucherNotEligibleCookie = { name: "voucher_not_eligible", maxAgeSeconds: 365 * secondsPerDay };

/** Spec section 9: the domain promotion cookie lasts 365 days. */
export const domainPromotionCookie = { name: "domain_promotion", maxAgeSeconds: 365 * secondsPerDay };

/**
 * Domain prices per TLD in integer minor units of the brand's currency (decisions.md section 3); a brand file names
 * the table it sells from, and the brand API's price list (server/brand-api/domains/price-list.ts) numbers its
 * serviceplans from the table's order.
 */
/**
 * One TLD's yearly prices. `register`/`renew` are one year; longer periods are the first year plus renewals. `offer`
 * is a first-year special offer, `twoYear` the price of a two-year offer, `transfer` the
 * transfer price (one year included; 0 for a free transfer).
 */
export interface TldPrices {
  register: number;
  renew: number;
  transfer: number;
  offer?: number;
  twoYear?: number;
}

export const usdTldPrices: Record<string, TldPrices> = {
  com: { register: 1299, renew: 1599, transfer: 1299, twoYear: 1349 },
  net: { register: 1499, renew: 1699, transfer: 1499 },
  org: { register: 1399, renew: 1699, transfer: 1399, twoYear: 2699 },
  info: { register: 299, renew: 2199, transfer: 1999, offer: 199 },
  biz: { register: 1599, renew: 1799, transfer: 1599 },
  us: { register: 999, renew: 1299, transfer: 999 },
  ca: { register: 1499, renew: 1499, transfer: 1499 },
  co: { register: 2999, renew: 3299, transfer: 2999 },
  io: { register: 4499, renew: 4999, transfer: 4499 },
  online: { register: 399, renew: 3499, transfer: 2999, offer: 99 },
  site: { register: 299, renew: 2999, transfer: 2499 },
  store: { register: 499, renew: 4999, transfer: 3999, offer: 199 },
  tech: { register: 699, renew: 4999, transfer: 3999 },
  xyz: { register: 199, renew: 1499, transfer: 1299, twoYear: 249 },
  club: { register: 299, renew: 1599, transfer: 1399 },
  shop: { register: 399, renew: 3499, transfer: 2999 },
  app: { register: 1799, renew: 1999, transfer: 1799 },
  dev: { register: 1499, renew: 1699, transfer: 1499 },
  blog: { register: 599, renew: 2999, transfer: 2499 },
  me: { register: 999, renew: 1999, transfer: 1799, twoYear: 1049 },
  space: { register: 199, renew: 2499, transfer: 1999 },
};

export const gbpTldPrices: Record<string, TldPrices> = {
  uk: { register: 699, renew: 999, transfer: 0 },
  "co.uk": { register: 599, renew: 999, transfer: 0, offer: 99, twoYear: 649 },
  "me.uk": { register: 699, renew: 999, transfer: 0 },
  "org.uk": { register: 699, renew: 999, transfer: 0 },
  com: { register: 999, renew: 1399, transfer: 999, twoYear: 1049 },
  net: { register: 1299, renew: 1499, transfer: 1299 },
  org: { register: 1199, renew: 1499, transfer: 1199 },
  info: { register: 299, renew: 1899, transfer: 1699, offer: 149 },
  biz: { register: 1399, renew: 1599, transfer: 1399 },
  eu: { register: 799, renew: 999, transfer: 799 },
  co: { register: 2499, renew: 2799, transfer: 2499 },
  io: { register: 3999, renew: 4299, transfer: 3999 },
  online: { register: 299, renew: 2599, transfer: 2299, offer: 99 },
  site: { register: 299, renew: 2499, transfer: 1999 },
  store: { register: 399, renew: 3999, transfer: 3499 },
  tech: { register: 599, renew: 3999, transfer: 3499 },
  xyz: { register: 199, renew: 1299, transfer: 1099, twoYear: 249 },
  me: { register: 899, renew: 1699, transfer: 1499 },
};

/** MP's price list: WH's TLDs (fewer of them), cheaper on the big three, in the order their blocks are numbered. */
function mpPriceList(): Record<string, TldPrices> {
  const discounted: Record<string, TldPrices> = {
    ...usdTldPrices,
    com: { ...usdTldPrices.com, register: 1199, twoYear: 1249 },
    net: { ...usdTldPrices.net, register: 1399 },
    org: { ...usdTldPrices.org, register: 1299 },
  };
  return Object.fromEntries(
    ["com", "net", "org", "info", "biz", "us", "ca", "co", "io", "online", "site", "store", "tech", "xyz", "me"].map(
      (tld) => [tld, discounted[tld]],
    ),
  );
}

// Marked pure: a bundle that never reads MP's prices (the browser's) leaves every table out.
export const mpTldPrices: Record<string, TldPrices> = /* @__PURE__ */ mpPriceList();

/**
 * The currencies the brands sell in, and what each tells about the market: the symbol shown before its amounts
 * ("$12.99", "£0.99"), the country a contact form starts on, the page's language, and the code that names a bank in
 * a direct debit (a sort code, a routing number). A currency is one entry here.
 */
export const currencies = {
  USD: {
    symbol: "$",
    country: "US",
    language: "en-US",
    bankCode: { label: "Routing number", digits: 9, pattern: String.raw`\d{9}` },
  },
  GBP: {
    symbol: "£",
    country: "GB",
    language: "en-GB",
    // Typed as printed on a card or statement, "12-34-56", or without the dashes.
    bankCode: { label: "Sort code", digits: 6, pattern: String.raw`\d{2}-?\d{2}-?\d{2}` },
  },
} as const;

/** An ISO 4217 code the brands sell in. */
export type CurrencyCode = keyof typeof currencies;
export type CurrencySymbol = (typeof currencies)[CurrencyCode]["symbol"];

/** Every currency's code, as a non-empty list (what a schema's enum takes). */
export const currencyCodes = Object.keys(currencies) as [CurrencyCode, ...CurrencyCode[]];
/** Every currency's symbol, as a non-empty list. */
export const currencySymbols = currencyCodes.map((code) => currencies[code].symbol) as [
  CurrencySymbol,
  ...CurrencySymbol[],
];

/** Whether a value (a recorded event's, say) is one of the brands' currency codes. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && Object.hasOwn(currencies, value);
}

/** A brand's currency as its definition and the app carry it: code and symbol. */
export function currencyOf(code: CurrencyCode): { code: CurrencyCode; symbol: CurrencySymbol } {
  return { code, symbol: currencies[code].symbol };
}

/** One formatter for every amount: `toLocaleString` with options builds a new one per call, a cost page renders felt. */
const amountFormat = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Minor units (cents, pence) as a shopper reads them, on the pages, the sandbox pages and in mail alike: "$12.99",
 * "£1,299.00".
 */
export function formatMinorUnits(minor: number, code: CurrencyCode): string {
  return `${currencies[code].symbol}${amountFormat.format(minor / 100)}`;
}

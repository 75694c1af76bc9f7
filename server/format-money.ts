/** Minor units (cents, pence) as a shopper reads them on the sandbox pages and in mail: "$12.99", "£0.99". */
export function formatMoney(minor: number, currency: "USD" | "GBP"): string {
  return `${currency === "GBP" ? "£" : "$"}${(minor / 100).toFixed(2)}`;
}

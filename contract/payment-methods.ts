import { type PaymentMethodEntry, paymentMethodTable } from "./payment-method-table";

export type { PaymentMethodEntry };

/** What derives from the payment method table (./payment-method-table.ts). */
export type PaymentType = keyof typeof paymentMethodTable;
type Settlement = (typeof paymentMethodTable)[PaymentType]["settles"];
/** The kinds of method a customer can have stored (the customer API and the database name them). */
export type StoredPaymentKind = Extract<Settlement, { at: "stored" }>["kind"];
/** The providers whose pages take a payment; each has an adapter on the server. */
export type PaymentProviderName = Extract<Settlement, { at: "provider" }>["provider"];

const entries = () => Object.entries(paymentMethodTable) as [PaymentType, PaymentMethodEntry][];

/** The payment types in table order, as a non-empty list for the contract's enum. */
export const paymentTypes = nonEmpty(entries().map(([type]) => type));

/** The stored method kinds, each once. */
export const storedPaymentKinds = nonEmpty([
  ...new Set(
    entries().flatMap(([, entry]) => (entry.settles.at === "stored" ? [entry.settles.kind as StoredPaymentKind] : [])),
  ),
]);

export function isPaymentType(value: string): value is PaymentType {
  return Object.hasOwn(paymentMethodTable, value);
}

export function paymentMethod(type: PaymentType): PaymentMethodEntry {
  return paymentMethodTable[type];
}

/** The payment type that pays with a stored method of this kind. */
export function storedPaymentType(kind: StoredPaymentKind): PaymentType | undefined {
  return entries().find(([, entry]) => entry.settles.at === "stored" && entry.settles.kind === kind)?.[0];
}

/** The types offered in one way (see `PaymentMethodEntry.offered`), in table order. */
export function paymentTypesOffered(offered: PaymentMethodEntry["offered"]): PaymentType[] {
  return entries()
    .filter(([, entry]) => entry.offered === offered)
    .map(([type]) => type);
}

function nonEmpty<T>(list: T[]): readonly [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error("The payment method table has no entries.");
  return [first, ...rest];
}

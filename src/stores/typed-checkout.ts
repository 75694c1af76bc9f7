import { z } from "zod/mini";

/**
 * What the visitor typed on the checkout form, kept in this tab's session storage per basket, so that a reload or a
 * page the browser brings back shows it even before a payment saved it to the basket. Kept for the one account (or
 * guest) who typed it: a customer who logs in sees their own details instead. Session storage ends with the tab.
 */
const typedCheckoutSchema = z.object({
  /** Whose form it was: the customer id, or "guest". */
  who: z.string(),
  contact: z.record(z.string(), z.string()),
  /** The chosen way to pay, by `paymentOptionKey`. */
  payment: z.nullable(z.string()),
});
export type TypedCheckout = z.infer<typeof typedCheckoutSchema>;

const storageKey = (basketId: string) => `checkout_typed_${basketId}`;

/** The form as this visitor left it for this basket, or null (nothing kept, or another visitor's, or unreadable). */
export function readTypedCheckout(basketId: string, who: string): TypedCheckout | null {
  try {
    const kept = typedCheckoutSchema.safeParse(
      JSON.parse(window.sessionStorage.getItem(storageKey(basketId)) ?? "null"),
    );
    return kept.success && kept.data.who === who ? kept.data : null;
  } catch {
    // Storage refused (private browsing) or not JSON: the form starts from the basket's saved details.
    return null;
  }
}

export function keepTypedCheckout(basketId: string, typed: TypedCheckout): void {
  try {
    window.sessionStorage.setItem(storageKey(basketId), JSON.stringify(typed));
  } catch {
    // Storage full or refused: nothing typed is lost until the page is left.
  }
}

/** Once the basket's order is placed, what was typed for it is not kept (the checkout's `forgetTypedDetails`). */
export function forgetTypedCheckout(basketId: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(basketId));
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** A way to pay as the form names it, the same across reloads (its type and stored method). */
export const paymentOptionKey = (option: { type: string; paymentMethodId?: number }) =>
  `${option.type}-${option.paymentMethodId ?? ""}`;

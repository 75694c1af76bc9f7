import type { PaymentProviderName } from "../../../contract/payment-methods";

/** How the visitor reaches a provider's page to complete a payment (a way to pay settled `at: "provider"`). */
export interface ProviderAdapter {
  /** The page where the visitor completes this payment; `brandOrigin` is the brand's configured origin. */
  pageUrl(brandOrigin: string, paymentId: string): string;
}

/** The sandbox's pages (server/sandbox) stand in for the card processor, PayPal and the bank. */
const sandboxPage = (page: string): ProviderAdapter => ({
  pageUrl: (brandOrigin, paymentId) => `${brandOrigin}/sandbox/${page}/${paymentId}`,
});

/** One adapter per provider the payment method table names. */
export const providerAdapters: Readonly<Record<PaymentProviderName, ProviderAdapter>> = {
  card: sandboxPage("card"),
  paypal: sandboxPage("paypal"),
  "direct-debit": sandboxPage("direct-debit"),
};

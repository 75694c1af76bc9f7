import type { ServerConfig } from "../../config";
import { providerFault } from "../orders/fault-points";
import type { PaymentRow } from "./payment-store";

/** The provider calls that move money: take an authorised amount, or release it. */
export interface PaymentProvider {
  /** Idempotent by payment: a capture repeated after a crash takes the money once. */
  capture(payment: PaymentRow): Promise<void>;
  void(payment: PaymentRow): Promise<void>;
}

export class PaymentProviderError extends Error {}

/** Rejects when the provider has not answered in time; the caller then treats the call as failed. */
async function withinTime<T>(call: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(`${what} took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The provider payments go through: the sandbox in demo mode; none in production mode, where no real provider is
 * connected yet, so every way to pay that needs one is refused before anything else (503 provider_unavailable).
 */
export function paymentProviderFor(config: Pick<ServerConfig, "mode" | "faultPoint" | "paymentProviderTimeoutMs">) {
  return config.mode === "production" ? null : sandboxPaymentProvider(config);
}

/**
 * The sandbox provider: its decisions are made on its pages (server/sandbox), so capture and void succeed at once,
 * unless the configured fault makes the capture fail or never answer.
 */
export function sandboxPaymentProvider(config: Pick<ServerConfig, "faultPoint" | "paymentProviderTimeoutMs">) {
  const fault = providerFault(config.faultPoint);
  const capture = async (payment: PaymentRow) => {
    if (fault === "provider-capture-fails")
      throw new PaymentProviderError(`The provider refused to capture payment ${payment.id}.`);
    if (fault === "provider-capture-times-out") await new Promise(() => {});
  };
  const provider: PaymentProvider = {
    capture: (payment) => withinTime(capture(payment), config.paymentProviderTimeoutMs, "Capturing the payment"),
    void: (payment) => withinTime(Promise.resolve(), config.paymentProviderTimeoutMs, `Voiding payment ${payment.id}`),
  };
  return provider;
}

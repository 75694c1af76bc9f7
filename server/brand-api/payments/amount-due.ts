import type { AmountDue } from "../../../contract/payment";
import type { StorefrontDb } from "../../db/database";
import type { CheckoutBasket } from "./checkout-basket";

/** The basket total less the account credit the customer chose to use (never more than the total). */
export async function amountDue(db: StorefrontDb, basket: CheckoutBasket): Promise<AmountDue> {
  let credit = 0;
  if (basket.useCredit && basket.customerId !== null) {
    const account = await db
      .selectFrom("customers")
      .select(["credit_minor", "currency"])
      .where("id", "=", basket.customerId)
      .executeTakeFirst();
    if (account && account.currency === basket.currency) credit = Number(account.credit_minor);
  }
  const total = basket.price.total;
  const creditApplied = Math.max(0, Math.min(credit, total));
  return { total, credit_applied: creditApplied, amount_due: total - creditApplied, currency: basket.currency };
}

import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { Voucher } from "../../../rules/basket/types";
import type { useBrand } from "../../app/brand-context";
import { formatMoney } from "../domain-search/format-money";
import { useBasketView } from "./use-basket-view";

function describeVoucher(voucher: Voucher, currency: ReturnType<typeof useBrand>["defaultCurrency"]): string {
  const amount =
    voucher.discount_type === "percentage"
      ? `${voucher.discount_value}% off`
      : `${formatMoney(voucher.discount_value, currency)} off`;
  return voucher.codename === "domain" ? `${amount} domains` : `${amount} selected plans`;
}

/** The voucher field with its result; the brand API decides whether a code applies. */
export function VoucherForm() {
  const { basket, contents, currency } = useBasketView();
  const message = useSelector(basket, (s) => s.context.voucherMessage);
  const checking = useSelector(basket, (s) => s.matches({ ready: { voucher: "checking" } }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    basket.send({ type: "basket.voucher.apply", code: String(new FormData(event.currentTarget).get("voucher") ?? "") });
  };
  return (
    <form className="basket-form" onSubmit={submit} aria-labelledby="voucher-heading">
      <h2 id="voucher-heading">Voucher</h2>
      {contents.voucher && (
        <p className="basket-voucher">
          <strong>{contents.voucher.code}</strong>: {describeVoucher(contents.voucher, currency)}{" "}
          <button type="button" onClick={() => basket.send({ type: "basket.voucher.remove" })}>
            Remove voucher {contents.voucher.code}
          </button>
        </p>
      )}
      <label htmlFor="voucher">Voucher code</label>
      <input id="voucher" name="voucher" type="text" autoComplete="off" aria-describedby="voucher-message" />
      <button type="submit" disabled={checking}>
        {checking ? "Checking…" : "Apply voucher"}
      </button>
      <p id="voucher-message" role="status">
        {message}
      </p>
    </form>
  );
}

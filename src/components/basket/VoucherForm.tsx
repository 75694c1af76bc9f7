import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { type AppliedVoucher, appliedVoucher } from "../../../machines/basket/line-selectors";
import { canApplyVoucher, isCheckingVoucher, voucherMessage } from "../../../machines/basket/selectors";
import { Button } from "../ui/Button";
import { usePriceText } from "../ui/use-price-text";
import { useBasketView } from "./use-basket-view";

function describeVoucher({ discount, appliesTo }: AppliedVoucher, price: (minor: number) => string): string {
  const amount = discount.type === "percentage" ? `${discount.amount}%` : price(discount.amount);
  return `${amount} off ${appliesTo}`;
}

/** The voucher field with its result; the brand API decides whether a code applies. */
export function VoucherForm() {
  const { basket, selected: voucher } = useBasketView(appliedVoucher);
  const money = usePriceText();
  const message = useSelector(basket, voucherMessage);
  const checking = useSelector(basket, isCheckingVoucher);
  const canApply = useSelector(basket, canApplyVoucher);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    basket.send({ type: "basket.voucher.apply", code: String(new FormData(event.currentTarget).get("voucher") ?? "") });
  };
  return (
    <form className="basket-form" onSubmit={submit} aria-labelledby="voucher-heading">
      <h2 id="voucher-heading">Voucher</h2>
      {voucher && (
        <p className="basket-voucher">
          <strong>{voucher.code}</strong>: {describeVoucher(voucher, money.price)}{" "}
          <Button variant="quiet" onClick={() => basket.send({ type: "basket.voucher.remove" })}>
            Remove voucher {voucher.code}
          </Button>
        </p>
      )}
      <label htmlFor="voucher">Voucher code</label>
      <input id="voucher" name="voucher" type="text" autoComplete="off" aria-describedby="voucher-message" />
      <Button type="submit" disabled={!canApply} busy={checking}>
        {checking ? "Checking…" : "Apply voucher"}
      </Button>
      <p id="voucher-message" role="status">
        {message}
      </p>
    </form>
  );
}

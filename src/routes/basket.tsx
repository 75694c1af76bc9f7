import { useSelector } from "@xstate/react";
import { Link } from "react-router";
import { basketErrorMessages } from "../../rules/basket/basket-errors";
import { toOrderItems } from "../../rules/basket/order-items";
import { useRoutePaths } from "../app/brand-context";
import { BasketAddons } from "../components/basket/BasketAddons";
import { BasketDomains } from "../components/basket/BasketDomains";
import { BasketHosting } from "../components/basket/BasketHosting";
import { BasketTotals } from "../components/basket/BasketTotals";
import { BasketUpsells } from "../components/basket/BasketUpsells";
import { OwnDomainForm } from "../components/basket/OwnDomainForm";
import { useBasketView } from "../components/basket/use-basket-view";
import { VoucherForm } from "../components/basket/VoucherForm";
import { PageTitle } from "../components/PageTitle";

/** The basket page: every line with its links and prices, offers, the voucher, and the way to checkout. */
export function Component() {
  const { basket, contents } = useBasketView();
  const paths = useRoutePaths();
  const restoring = useSelector(basket, (s) => s.matches("restoring"));
  const submitting = useSelector(basket, (s) => !s.matches({ ready: { checkout: "idle" } }) && !s.matches("restoring"));
  const checkoutError = useSelector(basket, (s) => s.context.checkoutError);
  const isEmpty =
    contents.domains.length === 0 && contents.orderDetail.length === 0 && contents.domainAddons.length === 0;
  const canCheckout = toOrderItems(contents).length > 0 && contents.error === null;

  return (
    <section className="page basket-page">
      <PageTitle>Your basket</PageTitle>
      <h1>Your basket</h1>
      <div role="alert" className="basket-error">
        {contents.error && <p>{basketErrorMessages[contents.error]}</p>}
      </div>
      {!restoring && isEmpty && (
        <div className="basket-empty">
          <p>Your basket is empty.</p>
          <p>
            <Link to={paths.searchResults}>Search for a domain</Link> or{" "}
            <Link to={paths.hosting}>see our hosting plans</Link>.
          </p>
        </div>
      )}
      {!isEmpty && (
        <div className="basket-layout">
          <div className="basket-items">
            <BasketDomains />
            <BasketHosting />
            <BasketAddons />
            {contents.orderDetail.length > 0 && <OwnDomainForm />}
            <BasketUpsells />
          </div>
          <div className="basket-side">
            <VoucherForm />
            <BasketTotals />
            <button
              type="button"
              className="basket-checkout"
              disabled={!canCheckout || submitting}
              onClick={() => basket.send({ type: "basket.checkout" })}
            >
              {submitting ? "Opening checkout…" : "Continue to checkout"}
            </button>
            {checkoutError && (
              <p role="alert" className="basket-field-error">
                {checkoutError}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

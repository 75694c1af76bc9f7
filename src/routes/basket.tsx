import { useSelector } from "@xstate/react";
import { Link } from "react-router";
import {
  basketErrorMessage,
  basketIsEmpty,
  canCheckout,
  checkoutError,
  hasHosting,
  isOpeningCheckout,
  isRestoring,
} from "../../machines/basket/selectors";
import { useRoutePaths } from "../app/brand-context";
import { BasketAddons } from "../components/basket/BasketAddons";
import { BasketDomains } from "../components/basket/BasketDomains";
import { BasketHosting } from "../components/basket/BasketHosting";
import { BasketTotals } from "../components/basket/BasketTotals";
import { BasketUpsells } from "../components/basket/BasketUpsells";
import { OwnDomainForm } from "../components/basket/OwnDomainForm";
import { useBasketActor } from "../components/basket/use-basket-actor";
import { VoucherForm } from "../components/basket/VoucherForm";
import { PageTitle } from "../components/PageTitle";
import { Button } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { Notice } from "../components/ui/Notice";

/** The basket page: every line with its links and prices, offers, the voucher, and the way to checkout. */
export function Component() {
  const basket = useBasketActor();
  const paths = useRoutePaths();
  const restoring = useSelector(basket, isRestoring);
  const openingCheckout = useSelector(basket, isOpeningCheckout);
  const checkoutAllowed = useSelector(basket, canCheckout);
  const error = useSelector(basket, basketErrorMessage);
  const startError = useSelector(basket, checkoutError);
  const isEmpty = useSelector(basket, basketIsEmpty);
  const hasHostingLines = useSelector(basket, hasHosting);

  return (
    <section className="page basket-page">
      <PageTitle>Your basket</PageTitle>
      <h1>Your basket</h1>
      <Notice tone="error" className="basket-error">
        {error && <p>{error}</p>}
      </Notice>
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
            {hasHostingLines && <OwnDomainForm />}
            <BasketUpsells />
          </div>
          <Card className="basket-side">
            <VoucherForm />
            <BasketTotals />
            <Button
              variant="primary"
              className="basket-checkout"
              wide
              busy={openingCheckout}
              disabled={!checkoutAllowed}
              onClick={() => basket.send({ type: "basket.checkout" })}
            >
              {openingCheckout ? "Opening checkout…" : "Continue to checkout"}
            </Button>
            {startError && (
              <Notice tone="error">
                <p>{startError}</p>
              </Notice>
            )}
          </Card>
        </div>
      )}
    </section>
  );
}

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
import { useStartedBasket } from "../components/basket/use-basket-actor";
import { VoucherForm } from "../components/basket/VoucherForm";
import { PageTitle } from "../components/PageTitle";
import { Button } from "../components/ui/Button";
import { Card } from "../components/ui/Card";
import { Notice } from "../components/ui/Notice";

/** The basket page: every line with its links and prices, offers, the voucher, and the way to checkout. */
export function Component() {
  // Until the basket's code is loaded the page shows what it shows while the saved basket is read.
  const basket = useStartedBasket() ?? undefined;
  const paths = useRoutePaths();
  const restoring = useSelector(basket, (s) => (s ? isRestoring(s) : true));
  const openingCheckout = useSelector(basket, (s) => (s ? isOpeningCheckout(s) : false));
  const checkoutAllowed = useSelector(basket, (s) => (s ? canCheckout(s) : false));
  const error = useSelector(basket, (s) => (s ? basketErrorMessage(s) : null));
  const startError = useSelector(basket, (s) => (s ? checkoutError(s) : null));
  const isEmpty = useSelector(basket, (s) => (s ? basketIsEmpty(s) : true));
  const hasHostingLines = useSelector(basket, (s) => (s ? hasHosting(s) : false));

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
              onClick={() => basket?.send({ type: "basket.checkout" })}
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

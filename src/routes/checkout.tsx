import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import {
  selectContactFormErrors,
  selectIsBasketUnavailable,
  selectIsLoadingBasket,
  selectIsRedirecting,
  selectShowsCheckout,
} from "../../machines/checkout/selectors";
import { useRoutePaths } from "../app/brand-context";
import { CheckoutAlerts } from "../components/checkout/CheckoutAlerts";
import { CheckoutForm } from "../components/checkout/CheckoutForm";
import { CheckoutSummary } from "../components/checkout/CheckoutSummary";
import { LoginPanel } from "../components/checkout/LoginPanel";
import { OthersBasketOffer } from "../components/checkout/OthersBasketOffer";
import { PlacedOrderRedirect } from "../components/checkout/PlacedOrderRedirect";
import { useCheckoutActor, useLoginActor } from "../components/checkout/use-checkout-actors";
import { PageTitle } from "../components/PageTitle";
import { OrderQueryPage, useHasOrderQuery } from "./checkout-order-query";

/**
 * `/order/checkout/?basket=&voucher=&useCheckoutStaging=`: log in or continue as a guest, contact
 * details, payment method and the server's total. A one-time login link lands here with `login_token`.
 */
export function Component() {
  // `?order=` is the basket's: it creates a basket and comes back here with `?basket=` (checkout-order-query.tsx).
  if (useHasOrderQuery()) return <OrderQueryPage />;
  return <CheckoutPage />;
}

function CheckoutPage() {
  const [params, setParams] = useSearchParams();
  const checkout = useCheckoutActor();
  const login = useLoginActor();
  const paths = useRoutePaths();
  const basketId = params.get("basket");
  const voucher = params.get("voucher");
  const loginToken = params.get("login_token");
  const loading = useSelector(checkout, selectIsLoadingBasket);
  const unavailable = useSelector(checkout, selectIsBasketUnavailable);
  const redirecting = useSelector(checkout, selectIsRedirecting);
  const showsCheckout = useSelector(checkout, selectShowsCheckout);
  const contactErrors = useSelector(checkout, selectContactFormErrors);

  useEffect(() => {
    if (!basketId) return;
    checkout.send({ type: "checkout.open", basketId, voucher });
    // Back from a provider page can restore this page from the browser's cache: read the basket again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.send({ type: "checkout.open", basketId, voucher: null });
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [checkout, basketId, voucher]);

  useEffect(() => {
    if (!loginToken) return;
    login.send({ type: "login.link.redeem", token: loginToken });
    // The token is single-use: keep it out of the history and of any shared link.
    setParams(
      (current) => {
        current.delete("login_token");
        return current;
      },
      { replace: true },
    );
  }, [login, loginToken, setParams]);

  if (!basketId)
    return (
      <section className="page checkout-page">
        <PageTitle>Checkout</PageTitle>
        <h1>Checkout</h1>
        <p>There is no basket to check out yet. Add a domain or a hosting plan to your basket first.</p>
        <Link to={paths.basket}>Go to your basket</Link>
      </section>
    );

  return (
    <section className="page checkout-page">
      {/* A failed submit says so in the title too, the first thing a screen reader user hears on returning to the tab. */}
      <PageTitle>{contactErrors ? "Error: Checkout" : "Checkout"}</PageTitle>
      <PlacedOrderRedirect />
      <h1>Checkout</h1>
      <CheckoutAlerts />
      {loading && <p role="status">Loading your basket…</p>}
      {redirecting && <p role="status">Taking you to the secure payment page…</p>}
      <OthersBasketOffer />
      {unavailable && <Link to={paths.basket}>Go to your basket</Link>}
      {showsCheckout && (
        <div className="checkout-layout">
          <div className="checkout-main">
            <LoginPanel />
            <CheckoutForm basketId={basketId} />
          </div>
          <CheckoutSummary />
        </div>
      )}
    </section>
  );
}

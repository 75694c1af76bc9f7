import { useSelector } from "@xstate/react";
import { Link } from "react-router";
import { hostingContracts } from "../../machines/basket/line-selectors";
import { useRoutePaths } from "../app/brand-context";
import { useStartedBasket } from "../components/basket/use-basket-actor";
import { PageTitle } from "../components/PageTitle";
import { usePriceText } from "../components/ui/use-price-text";

/**
 * `/order/choose-your-contract`: the contract length of each hosting plan in the basket, with what each
 * length costs now and on renewal; the choice is the basket's (`basket.hosting.period`).
 */
export function Component() {
  // Until the basket's code is loaded the page shows what it shows while the saved basket is read: no plan yet.
  const basket = useStartedBasket() ?? undefined;
  const lines = useSelector(basket, (s) => (s ? hostingContracts(s) : []));
  const money = usePriceText();
  const paths = useRoutePaths();
  return (
    <section className="page choose-contract">
      <PageTitle>Choose your contract</PageTitle>
      <h1>Choose your contract</h1>
      {lines.length === 0 ? (
        <p>
          There is no hosting plan in your basket. <Link to={paths.hosting}>See our hosting plans</Link>.
        </p>
      ) : (
        <>
          {lines.map((line) => (
            <fieldset key={line.id} className="checkout-section contract-choice">
              <legend>
                <h2>{line.name}</h2>
              </legend>
              {line.choices.map((choice) => (
                <label key={choice.period} className="payment-option">
                  <input
                    type="radio"
                    name={`contract-${line.id}`}
                    checked={line.period === choice.period}
                    onChange={() => basket?.send({ type: "basket.hosting.period", id: line.id, period: choice.period })}
                  />{" "}
                  {choice.label}: {money.price(choice.price)}, renews at {money.price(choice.renewPrice)}
                </label>
              ))}
            </fieldset>
          ))}
          <Link to={paths.basket}>Continue to your basket</Link>
        </>
      )}
    </section>
  );
}

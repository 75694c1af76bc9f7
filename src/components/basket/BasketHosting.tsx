import { hostingLines } from "../../../machines/basket/line-selectors";
import { linkableDomains } from "../../../machines/basket/selectors";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { usePriceText } from "../ui/use-price-text";
import { DomainSelect } from "./DomainSelect";
import { PeriodSelect } from "./PeriodSelect";
import { useBasketView } from "./use-basket-view";

/** The basket's hosting lines, each with the domain it is linked to (changeable), its period and price. */
export function BasketHosting() {
  const { basket, selected: lines } = useBasketView(hostingLines);
  const money = usePriceText();
  const { selected: domains } = useBasketView(linkableDomains);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="basket-hosting" className="basket-section">
      <h2 id="basket-hosting">Hosting</h2>
      <ul className="basket-lines">
        {lines.map((line) => (
          <Card as="li" key={line.id} className="basket-line">
            <div className="basket-line-name">
              <strong>{line.name}</strong>
              <span>{line.connectedDomain ? `for ${line.connectedDomain}` : "needs a domain"}</span>
            </div>
            <DomainSelect
              label={`Domain for ${line.name}`}
              value={line.connectedDomain}
              domains={domains}
              onChange={(fullDomain) => basket.send({ type: "basket.hosting.link", id: line.id, fullDomain })}
            />
            <PeriodSelect
              label={`Billing period for ${line.name}`}
              period={line.period}
              choices={line.periodChoices}
              onChange={(period) => basket.send({ type: "basket.hosting.period", id: line.id, period })}
            />
            {line.price && (
              <p className="basket-line-price">
                <strong>{money.price(line.price.price)}</strong>, renews at {money.price(line.price.renewPrice)}
              </p>
            )}
            {line.upgradable && (
              <Button onClick={() => basket.send({ type: "basket.hosting.upgrade", id: line.id })}>
                Upgrade to Business Hosting
              </Button>
            )}
            <Button
              variant="quiet"
              className="basket-remove"
              onClick={() => basket.send({ type: "basket.hosting.remove", id: line.id })}
            >
              Remove {line.name}
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}

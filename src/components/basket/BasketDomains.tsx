import { type DomainKind, domainLines } from "../../../machines/basket/line-selectors";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Notice } from "../ui/Notice";
import { usePriceText } from "../ui/use-price-text";
import { PeriodSelect } from "./PeriodSelect";
import { useBasketView } from "./use-basket-view";

const kindNames: Record<DomainKind, string> = {
  own: "Your own domain",
  transfer: "Transfer",
  premium: "Premium registration",
  registration: "Registration",
};

/** The basket's domains with their period choice, prices, offers and a remove button. */
export function BasketDomains() {
  const { basket, selected: domains } = useBasketView(domainLines);
  const money = usePriceText();
  if (domains.length === 0) return null;
  return (
    <section aria-labelledby="basket-domains" className="basket-section">
      <h2 id="basket-domains">Domains</h2>
      <ul className="basket-lines">
        {domains.map((domain) => (
          <Card as="li" key={domain.fullDomain} className="basket-line">
            <div className="basket-line-name">
              <strong>{domain.fullDomain}</strong> <span>{kindNames[domain.kind]}</span>
              {domain.offerTitle && <span className="basket-offer">{domain.offerTitle}</span>}
            </div>
            {domain.kind !== "own" && (
              <div className="basket-line-price">
                {domain.promotedFree ? (
                  <p>
                    <strong>Free</strong> for 1 year with your hosting plan, renews at {money.price(domain.renewPrice)}
                  </p>
                ) : (
                  <p>
                    <strong>{money.price(domain.price)}</strong> for {domain.periodLabel}, renews at{" "}
                    {money.price(domain.renewPrice)}
                    {domain.savingPercent > 0 && <span className="basket-saving"> (save {domain.savingPercent}%)</span>}
                  </p>
                )}
                {domain.periodChoices.length > 0 && (
                  <PeriodSelect
                    label={`Registration period for ${domain.fullDomain}`}
                    period={domain.period}
                    choices={domain.periodChoices}
                    onChange={(period) =>
                      basket.send({ type: "basket.domain.period", fullDomain: domain.fullDomain, period })
                    }
                  />
                )}
              </div>
            )}
            <Notice tone="info">{domain.offerDroppedNotice && <p>{domain.offerDroppedNotice}</p>}</Notice>
            <Button
              variant="quiet"
              className="basket-remove"
              onClick={() => basket.send({ type: "basket.domain.remove", fullDomain: domain.fullDomain })}
            >
              Remove {domain.fullDomain}
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}

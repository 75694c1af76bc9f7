import { domainFirstPrice } from "../../../rules/basket/basket-lines";
import { describePeriod } from "../../../rules/basket/periods";
import { savingsPercent } from "../../../rules/basket/savings";
import type { BasketDomain } from "../../../rules/basket/types";
import { formatMoney } from "../domain-search/format-money";
import { PeriodSelect } from "./PeriodSelect";
import { useBasketView } from "./use-basket-view";

function domainKind(domain: BasketDomain): string {
  if (domain.ownDomain) return "Your own domain";
  if (domain.status === "transfer") return "Transfer";
  if (domain.isPremium) return "Premium registration";
  return "Registration";
}

/** The basket's domains with their period choice, prices, offers and a remove button. */
export function BasketDomains() {
  const { basket, contents, currency } = useBasketView();
  if (contents.domains.length === 0) return null;
  return (
    <section aria-labelledby="basket-domains" className="basket-section">
      <h2 id="basket-domains">Domains</h2>
      <ul className="basket-lines">
        {contents.domains.map((domain) => {
          const price = domainFirstPrice(domain);
          const renew = domain.offer?.renew_price ?? domain.renew_price;
          const saving = savingsPercent(price, renew);
          return (
            <li key={domain.fullDomain} className="basket-line">
              <div className="basket-line-name">
                <strong>{domain.fullDomain}</strong> <span>{domainKind(domain)}</span>
                {domain.offer && <span className="basket-offer">{domain.offer.title}</span>}
              </div>
              {!domain.ownDomain && (
                <div className="basket-line-price">
                  {domain.free_register_id !== null ? (
                    <p>
                      <strong>Free</strong> for 1 year with your hosting plan, renews at {formatMoney(renew, currency)}
                    </p>
                  ) : (
                    <p>
                      <strong>{formatMoney(price, currency)}</strong> for {describePeriod(domain.period)}, renews at{" "}
                      {formatMoney(renew, currency)}
                      {saving > 0 && <span className="basket-saving"> (save {saving}%)</span>}
                    </p>
                  )}
                  {domain.free_register_id === null && domain.prices.length > 1 && (
                    <PeriodSelect
                      label={`Registration period for ${domain.fullDomain}`}
                      period={domain.period}
                      periods={domain.prices.map((entry) => entry.period)}
                      onChange={(period) =>
                        basket.send({ type: "basket.domain.period", fullDomain: domain.fullDomain, period })
                      }
                    />
                  )}
                </div>
              )}
              <button
                type="button"
                className="basket-remove"
                onClick={() => basket.send({ type: "basket.domain.remove", fullDomain: domain.fullDomain })}
              >
                Remove {domain.fullDomain}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { HostingLine } from "../../../rules/basket/types";
import { upgradableHostingLines } from "../../../rules/basket/upsells";
import { formatMoney } from "../domain-search/format-money";
import { DomainSelect } from "./DomainSelect";
import { PeriodSelect } from "./PeriodSelect";
import { useBasketView } from "./use-basket-view";

function linePrice(line: Pick<HostingLine, "period" | "prices">) {
  return line.prices.find((entry) => entry.period === line.period);
}

/** The basket's hosting lines, each with the domain it is linked to (changeable), its period and price. */
export function BasketHosting() {
  const { basket, contents, currency } = useBasketView();
  if (contents.orderDetail.length === 0) return null;
  const domains = contents.domains.map((domain) => domain.fullDomain);
  const upgradable = upgradableHostingLines(contents);
  return (
    <section aria-labelledby="basket-hosting" className="basket-section">
      <h2 id="basket-hosting">Hosting</h2>
      <ul className="basket-lines">
        {contents.orderDetail.map((line) => {
          const price = linePrice(line);
          return (
            <li key={line.id} className="basket-line">
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
                periods={line.prices.map((entry) => entry.period)}
                onChange={(period) => basket.send({ type: "basket.hosting.period", id: line.id, period })}
              />
              {price && (
                <p className="basket-line-price">
                  <strong>{formatMoney(price.special_offer_price ?? price.new_price, currency)}</strong>, renews at{" "}
                  {formatMoney(price.renew_price, currency)}
                </p>
              )}
              {upgradable.includes(line.id) && (
                <button type="button" onClick={() => basket.send({ type: "basket.hosting.upgrade", id: line.id })}>
                  Upgrade to Business Hosting
                </button>
              )}
              <button
                type="button"
                className="basket-remove"
                onClick={() => basket.send({ type: "basket.hosting.remove", id: line.id })}
              >
                Remove {line.name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

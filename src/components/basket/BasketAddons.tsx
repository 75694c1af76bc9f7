import { formatMoney } from "../domain-search/format-money";
import { DomainSelect } from "./DomainSelect";
import { useBasketView } from "./use-basket-view";

/** Email hosting and free starter add-ons with their domain, and the email timeline backups attached to them. */
export function BasketAddons() {
  const { basket, contents, currency } = useBasketView();
  if (contents.domainAddons.length === 0) return null;
  const domains = contents.domains.map((domain) => domain.fullDomain);
  return (
    <section aria-labelledby="basket-addons" className="basket-section">
      <h2 id="basket-addons">Add-ons</h2>
      <ul className="basket-lines">
        {contents.domainAddons.map((addon) => {
          const price = addon.prices.find((entry) => entry.period === addon.period);
          const backups = contents.emailTimelineBackups.filter((backup) => backup.connectedEmailAddon === addon.id);
          const label = addon.connectedDomain ? `${addon.name} for ${addon.connectedDomain}` : addon.name;
          return (
            <li key={addon.id} className="basket-line">
              <div className="basket-line-name">
                <strong>{addon.name}</strong>
                <span>{addon.connectedDomain ? `for ${addon.connectedDomain}` : "needs a domain"}</span>
              </div>
              {addon.codename === "email-hosting" && (
                <DomainSelect
                  label={`Domain for ${addon.name}`}
                  value={addon.connectedDomain}
                  domains={domains}
                  onChange={(fullDomain) => basket.send({ type: "basket.addon.link", id: addon.id, fullDomain })}
                />
              )}
              {price && (
                <p className="basket-line-price">
                  <strong>{price.new_price === 0 ? "Free" : formatMoney(price.new_price, currency)}</strong>
                </p>
              )}
              <button
                type="button"
                className="basket-remove"
                onClick={() => basket.send({ type: "basket.addon.remove", id: addon.id })}
              >
                Remove {label}
              </button>
              {addon.codename === "email-hosting" &&
                backups.map((backup) => (
                  <div key={backup.id} className="basket-subline">
                    <span>{backup.name}</span>{" "}
                    <button
                      type="button"
                      className="basket-remove"
                      onClick={() => basket.send({ type: "basket.backup.remove", id: backup.id })}
                    >
                      Remove {backup.name}
                    </button>
                  </div>
                ))}
              {addon.codename === "email-hosting" && backups.length === 0 && (
                <button
                  type="button"
                  onClick={() => basket.send({ type: "basket.backup.add", emailAddonId: addon.id })}
                >
                  Add Email Timeline Backup to {label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

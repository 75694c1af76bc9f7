import { addonLines } from "../../../machines/basket/line-selectors";
import { linkableDomains } from "../../../machines/basket/selectors";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { usePriceText } from "../ui/use-price-text";
import { DomainSelect } from "./DomainSelect";
import { useBasketView } from "./use-basket-view";

/** Email hosting and free starter add-ons with their domain, and the email timeline backups attached to them. */
export function BasketAddons() {
  const { basket, selected: addons } = useBasketView(addonLines);
  const money = usePriceText();
  const { selected: domains } = useBasketView(linkableDomains);
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="basket-addons" className="basket-section">
      <h2 id="basket-addons">Add-ons</h2>
      <ul className="basket-lines">
        {addons.map((addon) => (
          <Card as="li" key={addon.id} className="basket-line">
            <div className="basket-line-name">
              <strong>{addon.name}</strong>
              <span>{addon.connectedDomain ? `for ${addon.connectedDomain}` : "needs a domain"}</span>
            </div>
            {addon.isEmailHosting && (
              <DomainSelect
                label={`Domain for ${addon.name}`}
                value={addon.connectedDomain}
                domains={domains}
                onChange={(fullDomain) => basket.send({ type: "basket.addon.link", id: addon.id, fullDomain })}
              />
            )}
            {addon.price !== null && (
              <p className="basket-line-price">
                <strong>{addon.price === 0 ? "Free" : money.price(addon.price)}</strong>
              </p>
            )}
            <Button
              variant="quiet"
              className="basket-remove"
              onClick={() => basket.send({ type: "basket.addon.remove", id: addon.id })}
            >
              Remove {addon.label}
            </Button>
            {addon.isEmailHosting &&
              addon.backups.map((backup) => (
                <div key={backup.id} className="basket-subline">
                  <span>{backup.name}</span>{" "}
                  <Button
                    variant="quiet"
                    className="basket-remove"
                    onClick={() => basket.send({ type: "basket.backup.remove", id: backup.id })}
                  >
                    Remove {backup.name}
                  </Button>
                </div>
              ))}
            {addon.isEmailHosting && addon.backups.length === 0 && (
              <Button onClick={() => basket.send({ type: "basket.backup.add", emailAddonId: addon.id })}>
                Add Email Timeline Backup to {addon.label}
              </Button>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}

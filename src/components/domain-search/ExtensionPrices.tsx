import { useSelector } from "@xstate/react";
import { catalogueCurrency, featuredExtensionPrices } from "../../../machines/catalogue/selectors";
import { useCatalogueActor } from "../basket/use-basket-actor";
import { Card } from "../ui/Card";
import { PriceBlock } from "../ui/PriceBlock";
import { usePriceText } from "../ui/use-price-text";

/** The prices of the extensions the brand features, from its catalogue; nothing until the catalogue is there. */
export function ExtensionPrices() {
  const catalogue = useCatalogueActor();
  const prices = useSelector(catalogue, featuredExtensionPrices);
  const currency = useSelector(catalogue, catalogueCurrency);
  const money = usePriceText();
  if (!currency || prices.length === 0) return null;
  return (
    <section className="extension-prices" aria-labelledby="extension-prices-title">
      <h2 id="extension-prices-title">Domain extensions</h2>
      <ul>
        {prices.map((extension) => (
          <Card as="li" key={extension.tld} aria-labelledby={`extension-${extension.tld}`}>
            <h3 id={`extension-${extension.tld}`}>.{extension.tld}</h3>
            <PriceBlock
              money={money.price}
              price={extension.price}
              periodLabel={extension.periodLabel}
              renew={extension.renew}
              was={extension.was}
              savingsPercent={extension.savingsPercent}
            />
          </Card>
        ))}
      </ul>
    </section>
  );
}

import { basketOffers } from "../../../machines/basket/line-selectors";
import { Button } from "../ui/Button";
import { useBasketView } from "./use-basket-view";

/** Offers for this basket: email hosting for the first domain, UK2's free `.online`, a free starter page. */
export function BasketUpsells() {
  const { basket, selected: offers } = useBasketView(basketOffers);
  const { emailDomain, onlineDomains, starterDomains } = offers;
  if (!emailDomain && onlineDomains.length === 0 && starterDomains.length === 0) return null;
  return (
    <section aria-labelledby="basket-upsells" className="basket-section basket-upsells">
      <h2 id="basket-upsells">You might also like</h2>
      <ul>
        {emailDomain && (
          <li>
            <p>Professional email at your own domain.</p>
            <Button
              onClick={() =>
                basket.send({ type: "basket.addon.add", codename: "email-hosting", connectedDomain: emailDomain })
              }
            >
              Add email hosting for {emailDomain}
            </Button>
          </li>
        )}
        {onlineDomains.map((online) => (
          <li key={online.fullDomain}>
            <p>Get {online.fullDomain} free for the first year with your domain.</p>
            <Button onClick={() => basket.send({ type: "basket.online.add", name: online.name })}>
              Add {online.fullDomain} FREE
            </Button>
          </li>
        ))}
        {starterDomains.map((domain) => (
          <li key={domain}>
            <p>A free one-page website while you decide on hosting.</p>
            <Button
              onClick={() =>
                basket.send({ type: "basket.addon.add", codename: "free-starter", connectedDomain: domain })
              }
            >
              Add a free starter page for {domain}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { HostingOffer } from "../../../machines/catalogue/selectors";
import { addsToBasketAttribute } from "../../app/basket-intent";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { usePriceText } from "../ui/use-price-text";

interface HostingPlanCardProps {
  offer: HostingOffer;
  inBasket: number;
  /** The plan the page suggests to most visitors: highlighted and labelled. */
  recommended: boolean;
  /** The plan's heading: h2 on the hosting page, h3 under the home page's plans section. */
  heading: "h2" | "h3";
}

/**
 * One hosting plan of the hosting page: its features, its price for the chosen period, and the add button, which
 * sends the page's form with this plan (`plan`), before the app has started as after.
 */
export function HostingPlanCard({ offer, inBasket, recommended, heading: Heading }: HostingPlanCardProps) {
  const money = usePriceText();
  const headingId = `plan-${offer.codename}`;
  return (
    <Card as="li" highlighted={recommended} className="hosting-plan" aria-labelledby={headingId}>
      {recommended && <p className="hosting-plan-badge">Recommended</p>}
      <Heading id={headingId}>{offer.name}</Heading>
      <p>{offer.description}</p>
      <ul className="hosting-plan-features">
        {offer.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="hosting-plan-price">
        <strong>{money.price(offer.monthlyPrice)}</strong> a month, {money.price(offer.firstPrice)} for{" "}
        {offer.periodLabel}
        {offer.savingPercent > 0 && <span className="hosting-plan-saving"> (save {offer.savingPercent}%)</span>}
      </p>
      <p className="hosting-plan-renewal">Renews at {money.price(offer.renewPrice)}</p>
      <Button
        variant={recommended ? "primary" : "secondary"}
        wide
        type="submit"
        name="plan"
        value={offer.serviceplanId}
        {...{ [addsToBasketAttribute]: "" }}
      >
        Add {offer.name} to basket
      </Button>
      <p className="hosting-plan-added" role="status">
        {inBasket === 0 ? "" : `${offer.name}: ${inBasket} in your basket`}
      </p>
    </Card>
  );
}

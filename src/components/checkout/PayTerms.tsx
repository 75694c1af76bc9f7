import { Link } from "react-router";
import { termsPagePath } from "../../../brands/routes";
import { brandTerms } from "../../../brands/terms";
import { useBrand } from "../../app/brand-context";

export const payTermsId = "checkout-pay-terms";

/**
 * Beside the Pay button (issue 36): what renews and at what price, and that paying accepts the brand's terms of
 * service, linked. The brand API records those terms on the order (docs/checkout.md "Terms").
 */
export function PayTerms({ placing }: { placing: boolean }) {
  const { brandName, displayName } = useBrand();
  const terms = brandTerms[brandName];
  return (
    <p className="checkout-pay-terms" id={payTermsId}>
      Domains, hosting and add-ons renew automatically at their renewal prices, shown with each item, unless you cancel
      them before they renew. {placing ? "By placing your order" : "By paying"} you accept the {displayName}{" "}
      <Link to={termsPagePath(terms.slug)}>terms of service</Link>.
    </p>
  );
}

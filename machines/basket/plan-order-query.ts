import { encodeOrderQuery } from "../../rules/basket/encode-order-query";

/**
 * The `?order=` list of one hosting plan for a period: what the hosting page's form hands over when it is sent before
 * the app has started (`?plan=&period=`). A plan that is no number makes a list the order page reports as unreadable.
 * Beside the selectors rather than among them: only the checkout address reads it, and every page loads those.
 */
export function planOrderQuery(plan: string, period: string): string {
  const serviceplanId = Number(plan);
  if (!plan || !Number.isInteger(serviceplanId)) return "";
  return encodeOrderQuery([{ type: "plan", serviceplan_id: serviceplanId, period, connected_domain: null }]);
}

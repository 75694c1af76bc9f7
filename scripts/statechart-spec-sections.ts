// Which part of /work/shared/spec/storefront-spec.md each machine implements, for the product owners' guide.
// A test fails when a machine has no entry here, so a new machine cannot go without one.
export const specSections: Record<string, string> = {
  app: "§1 What the product does; §2 Screens and routes (one app actor per page load)",
  basketLifecycle:
    "§7 Calls: Basket (payment, placeorder, zero) on the server; §4 Payment flow; paid = total (issue 23, docs/checkout.md)",
  basket: "§4 States and transitions: Basket and Voucher; §3 Entities; §7 Calls (basket)",
  catalogue: "§1 (hosting plans and add-ons on sale); §9 Business constants and limits",
  checkout: "§4 States and transitions: Payment flow, Tax change; §2 Screens (checkout, return pages)",
  knowledgeBase: "§1 (knowledge-base search); §7 Calls: Reviews and knowledge base; §9 (page size 10)",
  login: "§4 States and transitions: Login; §6 Roles and permissions",
  lookup: "§4 States and transitions: Registrar status, Lookup; §5 Validation rules (domain names)",
  order: "§4 States and transitions: Order status to page; §2 Screens (order result pages)",
  reviews: "§1 (reviews summary and latest reviews); §7 Calls: Reviews and knowledge base; §9 (rating labels)",
  session: "§4 States and transitions: Session check; §2 Screens (/init-lookup)",
  site: "§2 Screens and routes: App-wide behaviour (cookies, feedback widget after 3 seconds)",
};

/**
 * Marks a control that adds to the basket: pointing at it, touching it or moving onto it fetches the basket's code
 * (src/app/prefetch-routes.ts), which otherwise loads on the first add. A module of its own, so the views that mark
 * their controls import nothing else of the app's.
 */
export const addsToBasketAttribute = "data-adds-to-basket";

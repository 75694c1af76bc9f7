// The layout of the checkout and order pages and the workflows it starts (checkout, login, order), as one chunk.

export { createCheckoutLogic } from "../../actors/checkout";
export { createLoginLogic } from "../../actors/login";
export { createOrderLogic } from "../../actors/order";
export * as route from "../../components/checkout/CheckoutWorkflowsLayout";

// The home page and the reviews it shows, as one chunk (the page's route and its workflow's code load together).

export { createReviewsLogic } from "../../actors/reviews";
export * as route from "../../routes/home";

// The search results page and the domain lookup it starts, as one chunk: the page never works without its workflow,
// and as two chunks they cost the search page's first load about 2 KB more (each compressed apart).

export { createLookupLogic } from "../../actors/lookup";
export * as route from "../../routes/search-results";

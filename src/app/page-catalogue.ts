import { catalogueElementId, type ServiceplanList, serviceplanListSchema } from "../../contract/catalogue";

/** The catalogue the server put into the page, or null when it put none (the basket then loads it). */
export function readPageCatalogue(doc: Document = document): ServiceplanList | null {
  const text = doc.getElementById(catalogueElementId)?.textContent;
  const parsed = text ? serviceplanListSchema.safeParse(JSON.parse(text)) : undefined;
  return parsed?.success ? parsed.data : null;
}

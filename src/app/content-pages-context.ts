import { createContext } from "react-router";
import { contentPagesOverHttp } from "../api/site-content";

/**
 * Where the route loaders of content pages read them: over HTTP by default (the browser), from the content source
 * when the server renders the page (`src/entry-server.tsx` sets it in the loaders' context).
 */
export const contentPagesContext = createContext(contentPagesOverHttp);

import { uuidId } from "../limits";
import { namesNothingWhenMalformed } from "./endpoint";

/** `/basket/:id/...`: a malformed basket id is answered as a basket not found. */
export const basketPath = { id: namesNothingWhenMalformed(uuidId) };

import { uuidId } from "../../contract/limits";

/** Where the brand's last checked-out server basket id is kept: beside the basket, under its key. */
const keyOf = (basketStorageKey: string) => `${basketStorageKey}_server`;

/**
 * The server basket this browser last opened checkout with (from the basket page, or a copy of another's basket): the
 * next one it makes replaces it, so that the server releases any payment it still holds. Null when there is none, or
 * storage is switched off or holds something else.
 */
export function lastCheckedOutBasket(basketStorageKey: string): string | null {
  try {
    const id = window.localStorage.getItem(keyOf(basketStorageKey));
    return id !== null && uuidId.safeParse(id).success ? id : null;
  } catch {
    return null;
  }
}

export function rememberCheckedOutBasket(basketStorageKey: string, basketId: string): void {
  try {
    window.localStorage.setItem(keyOf(basketStorageKey), basketId);
  } catch {
    // Storage switched off: the next checkout cannot name this basket, which then keeps any payment until it expires.
  }
}

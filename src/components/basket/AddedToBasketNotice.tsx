import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import "./added-to-basket-notice.css";

const AnnounceAdded = createContext<(domain: string) => void>(() => {});

/** Tells the visitor a domain went into the basket (the add button gives way to "In basket" in its row). */
export const useAnnounceAdded = () => useContext(AnnounceAdded);

/** How long the confirmation stays on screen; the row's "In basket" and the header's count stay after it. */
const shownForMs = 5000;

/**
 * A short confirmation, "coffeehouse.com added to your basket", in a polite live region that is always on the page
 * (screen readers only read changes to a region that already exists); it clears itself after a few seconds.
 */
export function AddedToBasketNotice({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  // Stable, so announcing does not re-render every row's button.
  const announce = useCallback((domain: string) => setMessage(`${domain} added to your basket`), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), shownForMs);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <AnnounceAdded value={announce}>
      {children}
      <p className="added-to-basket-notice" aria-live="polite">
        {message}
      </p>
    </AnnounceAdded>
  );
}

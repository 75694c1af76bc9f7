import type { DisplayStatus } from "../../../machines/lookup/selectors";
import "./status-badge.css";

/** A result's display status (spec section 4) in words; the badge's colour and icon only repeat what the words say. */
export const statusWords: Record<DisplayStatus, string> = {
  available: "Available",
  taken: "Taken",
  unavailable: "Unavailable",
  transfer: "Available to transfer",
  reserved: "Reserved",
  trademarked: "Trademarked",
  premium: "Premium domain",
  preorder: "Available to pre-order",
  bundle: "Available in a bundle",
  started: "Checking…",
  scheduled: "Checking…",
};

/**
 * A status as a badge: an icon (drawn by CSS, hidden from assistive technology) and the status in words; `label`
 * words it for where it is shown (an available name already in the basket reads "In basket").
 */
export function StatusBadge({ status, label = statusWords[status] }: { status: DisplayStatus; label?: string }) {
  return <span className={`status-badge status-badge--${status}`}>{label}</span>;
}

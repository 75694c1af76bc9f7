import type { registrarStatuses } from "../../contract/domains";

type RegistrarStatus = (typeof registrarStatuses)[number];
/** Display statuses of a domain search result (spec section 4 "Registrar status to display status"). */
export const finalStatuses = [
  "available",
  "taken",
  "unavailable",
  "transfer",
  "reserved",
  "trademarked",
  "premium",
  "preorder",
  "bundle",
] as const;
export type FinalStatus = (typeof finalStatuses)[number];
export type DisplayStatus = FinalStatus | "started" | "scheduled";

/** Every registrar status of the contract has its display status (a new one fails to compile until mapped). */
const registrarToDisplay: Record<string, DisplayStatus> = {
  scheduled: "scheduled",
  registrar_available: "available",
  registrar_unavailable: "taken",
  registrar_trademarked: "trademarked",
  registrar_transferrable: "transfer",
  registrar_reserved: "reserved",
  started: "started",
  dns_available: "started",
  dns_unavailable: "started",
  premium: "premium",
  preorder: "preorder",
  bundle: "bundle",
} satisfies Record<RegistrarStatus | "premium" | "bundle", DisplayStatus>;

/** Registrar status to display status; anything else is unavailable. */
export function displayStatus(registrarStatus: string): DisplayStatus {
  return registrarToDisplay[registrarStatus] ?? "unavailable";
}

/** Final statuses are the displayed outcomes; started and scheduled are not. */
export function isFinalStatus(status: DisplayStatus): status is FinalStatus {
  return (finalStatuses as readonly string[]).includes(status);
}

/** What a visitor can do with a result: register it, transfer it in, or nothing. */
export function resultAction(status: DisplayStatus): "register" | "transfer" | "none" {
  if (status === "available" || status === "premium" || status === "preorder") return "register";
  if (status === "transfer") return "transfer";
  return "none";
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "1 October 2026" for an ISO date from the content or reviews service. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

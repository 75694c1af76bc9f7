// Made on first use, not when the module loads: building a DateTimeFormat loads the locale's data, about 40 ms of the
// home page's start on a phone (issue 39), and the page shows a date only once the reviews have arrived.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "1 October 2026" for an ISO date from the content or reviews service. */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return dateFormat.format(new Date(iso));
}

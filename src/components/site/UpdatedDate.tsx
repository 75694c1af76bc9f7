import { formatDate } from "./format-date";

/** "Last updated 1 October 2026" from a content record's updatedAt. */
export function UpdatedDate({ iso }: { iso: string }) {
  return (
    <p className="updated-date">
      Last updated <time dateTime={iso}>{formatDate(iso)}</time>
    </p>
  );
}

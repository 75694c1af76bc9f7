/** Builds the browser app and the server into `distDir` when either is missing or older than their sources. */
export function buildIfStale(distDir?: string): void;

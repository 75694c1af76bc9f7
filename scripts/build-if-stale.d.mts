/**
 * Builds the browser app and the server into `distDir` when either is missing or older than their sources, and the
 * statechart workbench (`<distDir>/statecharts`) when it is missing or older than its own.
 */
export function buildIfStale(distDir?: string): void;

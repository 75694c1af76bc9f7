export function findChromium(options?: { headlessShell?: boolean }): Promise<string>;
export const chromiumFlags: string[];

export function findChromium(): Promise<string>;
export const chromiumFlags: string[];

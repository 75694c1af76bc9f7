import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

const reportPath = "docs/benchmarks.md";
const header = `# Benchmarks

Written by \`npm run bench\`; each section is replaced by the latest run of its benchmark. Targets come from the issues;
numbers are from the machine named in each section (2 cores are what CI and developers have).
`;

/** Percentile (0-100) of a list of numbers, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function machineSummary(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** Replaces (or appends) the section headed `## <title>` in docs/benchmarks.md. */
export function writeBenchmarkSection(title: string, body: string): void {
  const current = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : header;
  const heading = `## ${title}`;
  const sections = current.split(/\n(?=## )/);
  const section = `${heading}\n\n${body.trim()}\n`;
  const index = sections.findIndex((s) => s.startsWith(heading));
  if (index === -1) sections.push(section);
  else sections[index] = section;
  writeFileSync(reportPath, `${sections.map((s) => s.trimEnd()).join("\n\n")}\n`);
}

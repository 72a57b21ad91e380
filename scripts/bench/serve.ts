/** What the benchmarks share: the project root, the median and the minute a report is written (nginx on a build: nginx.ts). */
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "2026-11-27 07:30": a report's time, in UTC. */
export const utcMinute = (date = new Date()) => date.toISOString().slice(0, 16).replace("T", " ");

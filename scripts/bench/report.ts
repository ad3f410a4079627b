import type { LoadResult } from "./load.js";

/** One target's passes and their means. */
export interface TargetReport {
  label: string;
  server: string;
  passes: LoadResult[];
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  cpuUsPerRequest: number | null;
}

/** A ratio against its goal. */
export interface RatioReport {
  label: string;
  value: number;
  goal: number;
  met: boolean;
  /** The same comparison from server CPU per request (b's cost / a's cost), steadier on a noisy machine. */
  cpuValue: number | null;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Folds a target's passes into means (rps, p50, p99) and totals (non2xx, errors). */
export function summarise(label: string, server: string, passes: LoadResult[]): TargetReport {
  return {
    label,
    server,
    passes,
    rps: Math.round(mean(passes.map((p) => p.rps))),
    p50Ms: Math.round(mean(passes.map((p) => p.p50Ms)) * 10) / 10,
    p99Ms: Math.round(mean(passes.map((p) => p.p99Ms)) * 10) / 10,
    non2xx: passes.reduce((a, p) => a + p.non2xx, 0),
    errors: passes.reduce((a, p) => a + p.errors, 0),
    cpuUsPerRequest: passes.every((p) => typeof p.cpuUsPerRequest === "number") ? Math.round(mean(passes.map((p) => p.cpuUsPerRequest as number))) : null,
  };
}

/** `a / b` against a goal of at least `goal`. */
export function ratio(label: string, a: TargetReport, b: TargetReport, goal: number): RatioReport {
  const value = b.rps > 0 ? Math.round((a.rps / b.rps) * 100) / 100 : 0;
  const cpuValue = a.cpuUsPerRequest && b.cpuUsPerRequest ? Math.round((b.cpuUsPerRequest / a.cpuUsPerRequest) * 100) / 100 : null;
  return { label, value, goal, met: value >= goal, cpuValue };
}

/** A Markdown table (so the numbers can be pasted into the README as printed). */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

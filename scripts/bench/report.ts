import type { LoadResult } from "./load.js";
import { median } from "./rounds.js";

/** One target's rounds and their medians. */
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

/** A ratio against its goal (null: reported, no goal). */
export interface RatioReport {
  label: string;
  value: number;
  goal: number | null;
  met: boolean | null;
  /** The same comparison from server CPU per request (b's cost / a's cost), steadier on a noisy machine. */
  cpuValue: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Folds a target's rounds into medians (rps, p50, p99, CPU) and totals (non2xx, errors). */
export function summarise(label: string, server: string, passes: LoadResult[]): TargetReport {
  const cpu = passes.map((p) => p.cpuUsPerRequest);
  return {
    label,
    server,
    passes,
    rps: Math.round(median(passes.map((p) => p.rps))),
    p50Ms: round2(median(passes.map((p) => p.p50Ms))),
    p99Ms: round2(median(passes.map((p) => p.p99Ms))),
    non2xx: passes.reduce((a, p) => a + p.non2xx, 0),
    errors: passes.reduce((a, p) => a + p.errors, 0),
    cpuUsPerRequest: cpu.every((c) => typeof c === "number") ? Math.round(median(cpu as number[])) : null,
  };
}

/**
 * `a / b`, as the median of the per-round ratios: the two ran next to each other in every round, so
 * each round's ratio cancels most of what the machine was doing at the time.
 */
export function ratio(label: string, a: TargetReport, b: TargetReport, goal: number | null): RatioReport {
  const rounds = Math.min(a.passes.length, b.passes.length);
  const perRound: number[] = [];
  const cpuPerRound: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const pa = a.passes[i]!;
    const pb = b.passes[i]!;
    if (pb.rps > 0) perRound.push(pa.rps / pb.rps);
    if (pa.cpuUsPerRequest && pb.cpuUsPerRequest) cpuPerRound.push(pb.cpuUsPerRequest / pa.cpuUsPerRequest);
  }
  const value = round2(median(perRound));
  return { label, value, goal, met: goal === null ? null : value >= goal, cpuValue: cpuPerRound.length === rounds ? round2(median(cpuPerRound)) : null };
}

/** A Markdown table (so the numbers can be pasted into docs/measurements.md as printed). */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

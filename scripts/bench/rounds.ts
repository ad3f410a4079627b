import { cpuTimeMs, type Child } from "./children.js";
import { runLoad, type LoadRequest, type LoadResult } from "./load.js";

/** One load target: a server and the requests it rotates through. */
export interface Target {
  key: string;
  label: string;
  child: Child;
  requests: LoadRequest[];
}

/**
 * Runs every target once per round for `durationS` (after `warmupS` unmeasured), alternating the order
 * each round so drift on a shared machine favours no one. Returns each target's results, round by round.
 */
export async function runRounds(targets: Target[], options: { rounds: number; connections: number; warmupS: number; durationS: number }, note: (text: string) => void): Promise<Map<string, LoadResult[]>> {
  const runs = new Map<string, LoadResult[]>(targets.map((t) => [t.key, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const t of round % 2 === 0 ? targets : [...targets].reverse()) {
      await runLoad(t.child.url, t.requests, { connections: options.connections, durationS: options.warmupS });
      const cpuBefore = cpuTimeMs(t.child.pid);
      const r = await runLoad(t.child.url, t.requests, { connections: options.connections, durationS: options.durationS });
      const cpuAfter = cpuTimeMs(t.child.pid);
      // Server CPU per request varies far less with machine noise than req/s does.
      r.cpuUsPerRequest = cpuBefore === null || cpuAfter === null || r.requests === 0 ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / r.requests);
      runs.get(t.key)!.push(r);
      // A server that stopped answering must not pass for a slow one.
      if (r.requests === 0) note(`${t.label}: NO ANSWERS in round ${round + 1}; ${t.child.exitInfo?.() ?? "the server stopped answering"}`);
      note(`round ${round + 1}: ${t.label}: ${r.rps} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, server CPU ${r.cpuUsPerRequest ?? "n/a"} µs/req, non-2xx ${r.non2xx}, errors ${r.errors}`);
    }
  }
  return runs;
}

/** The median of a list (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

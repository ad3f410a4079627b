import autocannon from "autocannon";

/** One autocannon request: method, path, headers and body (rotated through in order). */
export type LoadRequest = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };

/** What one bounded load run measured. */
export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Server CPU time per request in µs, filled in by the caller that knows the server's pid. */
  cpuUsPerRequest?: number | null;
}

/** Runs autocannon against `url` for `durationS` seconds with `connections` connections, cycling `requests`. */
export async function runLoad(url: string, requests: LoadRequest[], options: { connections: number; durationS: number }): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

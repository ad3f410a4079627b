import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./build.js";
import type { LoadRequest } from "./load.js";

/** Fails the bench unless every request answers 200 with real work (a desk route, or an MCP tool result that is not an error). */
export async function preflight(url: string, requests: LoadRequest[], label: string): Promise<void> {
  for (const r of requests) {
    const res = await fetch(url + r.path, { method: r.method, headers: r.headers, body: r.body, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    const body = JSON.parse(text) as { route?: unknown; result?: { isError?: boolean; content?: unknown[] } };
    const real = body.route !== undefined || (body.result !== undefined && !body.result.isError && (body.result.content?.length ?? 0) > 0);
    if (res.status !== 200 || !real) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
  }
}

/** Runs an in-process bench module's export when the file exists, else null. */
export async function optionalBench(file: string, exportName: string): Promise<unknown> {
  const path = join(ROOT, "scripts", "bench", file);
  if (!existsSync(path)) return null;
  const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const run = mod[exportName];
  return typeof run === "function" ? await (run as () => Promise<unknown>)() : null;
}

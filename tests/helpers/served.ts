import type { AppDeps } from "@travel/server";
import { documentPaths, type ServedDoc } from "@travel/workbench";
import type { Hono } from "hono";
import { buildTestApp } from "./app.js";

/** The real app for `env`, and the path of every discovery document in its table. */
export async function discoveryApp(env: Record<string, string> = {}): Promise<{ app: Hono; deps: AppDeps; paths: string[] }> {
  const { app, deps } = await buildTestApp({ env });
  return { app, deps, paths: documentPaths(deps) };
}

/** The body of a served document parsed as JSON. */
export function json<T = Record<string, unknown>>(docs: Map<string, ServedDoc>, path: string): T {
  const doc = docs.get(path);
  if (!doc) throw new Error(`${path} is not in the document table`);
  return JSON.parse(doc.body) as T;
}

/** The absolute URLs listed under "## GEO 200 paths" in llms-full.txt. */
export function geoUrls(llmsFull: string): string[] {
  const section = llmsFull.split("\n## GEO 200 paths\n")[1] ?? "";
  return section.split("\n").filter((line) => /^https?:\/\//.test(line));
}

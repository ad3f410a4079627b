import { buildDocuments } from "@travel/discovery";
import { discoveryInput, type AppDeps } from "@travel/server";
import type { Hono } from "hono";
import { buildTestApp } from "../helpers/app.js";

/** One document as the app serves it to a plain GET. */
export interface ServedDoc {
  path: string;
  status: number;
  contentType: string;
  body: string;
  headers: Headers;
}

/** The real app for `env`, and the path of every discovery document in its table. */
export async function discoveryApp(env: Record<string, string> = {}): Promise<{ app: Hono; deps: AppDeps; paths: string[] }> {
  const { app, deps } = await buildTestApp({ env });
  const paths = buildDocuments({ ...discoveryInput(deps), getEndpoints: [] }).map((d) => d.path);
  return { app, deps, paths };
}

/** GETs every path from the app (no port opened), in order. */
export async function fetchDocs(app: Hono, paths: readonly string[]): Promise<Map<string, ServedDoc>> {
  const out = new Map<string, ServedDoc>();
  for (const path of paths) {
    const res = await app.request(path);
    out.set(path, { path, status: res.status, contentType: res.headers.get("content-type") ?? "", body: await res.text(), headers: res.headers });
  }
  return out;
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

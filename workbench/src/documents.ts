import { buildDocuments } from "@travel/discovery";
import { discoveryInput, type AppDeps } from "@travel/server";
import type { Hono } from "hono";

/** One document as the app serves it to a plain GET. */
export interface ServedDoc {
  path: string;
  status: number;
  contentType: string;
  body: string;
  headers: Headers;
}

/** The path of every discovery document in the app's table. */
export function documentPaths(deps: AppDeps): string[] {
  return buildDocuments({ ...discoveryInput(deps), getEndpoints: [] }).map((d) => d.path);
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

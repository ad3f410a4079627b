import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { buildApp } from "./app.js";
import { documentPaths, fetchDocs } from "./documents.js";

/**
 * The configuration every snapshot is taken with: the service's defaults (BASE_URL http://localhost:8787,
 * VENDOR example), so the snapshot shows the default group specialist; building documents never contacts it.
 */
const SNAPSHOT_ENV = { BASE_URL: "http://localhost:8787", PORT: "8787", VENDOR: "example" };
/** The command that regenerates the snapshots; failures print it. */
export const SNAPSHOT_COMMAND = "pnpm exec tsx scripts/snapshot-docs.ts";

const DIR = new URL("../../discovery/snapshots/", import.meta.url);
const INDEX = "index.json";

/** One line of the snapshot index: which file holds which document, and its media type. */
export interface SnapshotEntry {
  path: string;
  file: string;
  contentType: string;
}

/** A flat, readable file name for a document path: `/.well-known/agent.json` -> `well-known__agent.json`. */
export function snapshotFile(path: string): string {
  return path.replace(/^\/\.?/, "").replaceAll("/", "__");
}

/** Every document exactly as the app serves it under the snapshot configuration. */
export async function currentDocuments(): Promise<{ path: string; contentType: string; body: string; status: number }[]> {
  const { app, deps } = await buildApp(SNAPSHOT_ENV);
  return [...(await fetchDocs(app, documentPaths(deps))).values()];
}

/** Rewrites discovery/snapshots/ from scratch (a document that is gone loses its file). Returns how many were written. */
export async function writeSnapshots(): Promise<number> {
  const docs = await currentDocuments();
  const bad = docs.filter((d) => d.status !== 200);
  if (bad.length) throw new Error(`not snapshotting: ${bad.map((d) => `${d.path} answered ${d.status}`).join(", ")}`);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const index: SnapshotEntry[] = docs.map((d) => ({ path: d.path, file: snapshotFile(d.path), contentType: d.contentType }));
  for (const d of docs) writeFileSync(new URL(snapshotFile(d.path), DIR), d.body);
  writeFileSync(new URL(INDEX, DIR), `${JSON.stringify(index, null, 2)}\n`);
  return docs.length;
}

/** The committed snapshots: the index, every file's bytes, and the files the index does not name. */
export function readSnapshots(): { index: SnapshotEntry[]; bodies: Map<string, string>; strays: string[] } {
  const index = JSON.parse(readFileSync(new URL(INDEX, DIR), "utf8")) as SnapshotEntry[];
  const bodies = new Map(index.map((e) => [e.path, readFileSync(new URL(e.file, DIR), "utf8")]));
  const named = new Set([INDEX, ...index.map((e) => e.file)]);
  return { index, bodies, strays: readdirSync(DIR).filter((f) => !named.has(f)) };
}

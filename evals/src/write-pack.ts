import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { DeskEvalPack } from "./schema.js";

/** Where the pack is committed; the discovery routes serve this file at /data/desk-evals.json. */
export const DESK_EVALS_FILE = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "discovery", "data", "desk-evals.json");

/** The pack as it is written to disk: pretty JSON with a final newline, so diffs stay readable. */
function serialiseDeskEvalPack(pack: DeskEvalPack): string {
  return JSON.stringify(pack, null, 2) + "\n";
}

/** Writes the pack to DESK_EVALS_FILE. */
export function writeDeskEvalPack(pack: DeskEvalPack): string {
  mkdirSync(dirname(DESK_EVALS_FILE), { recursive: true });
  writeFileSync(DESK_EVALS_FILE, serialiseDeskEvalPack(pack));
  return DESK_EVALS_FILE;
}

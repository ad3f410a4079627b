import { existsSync, readFileSync } from "node:fs";

// Written by `pnpm eval` and committed. Two levels up from discovery/src (run from source) and from
// server/dist (the esbuild bundle) is the repository root, so this one URL works in both. Resolved
// on call, not on import: in the Worker bundle import.meta.url is not a file URL and this is never called.
const packUrl = () => new URL("../../discovery/data/desk-evals.json", import.meta.url);

/**
 * The desk eval pack exactly as committed, or null when it has not been generated yet. The text is
 * served byte for byte, so a fresh `pnpm eval` run can be compared with what the service serves.
 */
export function loadDeskEvalPack(url: URL = packUrl()): string | null {
  if (!existsSync(url)) return null;
  const text = readFileSync(url, "utf8");
  JSON.parse(text); // a corrupt generated file is a bug: fail at start-up, not on the first GET
  return text;
}

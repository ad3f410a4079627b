import type { InstallLine, SupplierReport } from "@travel/shared";

/** One row of the aisle table. */
export interface AisleRow {
  slug: string;
  name: string;
  category: string;
  usefulness: number;
  safeTools: string[];
  sideEffects: string[];
  checkedAt: string;
  /** What the last real check found (not-checked when none ran), and when. */
  status: string;
  lastCheckedAt: string | null;
}

/** Everything the landing page shows, gathered from the live service. */
export interface PageData {
  name: string;
  version: string;
  baseUrl: string;
  guidance: readonly string[];
  desk: { name: string; url: string; install: InstallLine[] };
  catalogue: { name: string; url: string; install: InstallLine[] };
  /** Config files that must hold both servers at once (a second paste would replace the first). */
  together: { hermes: string };
  aisle: AisleRow[];
  categories: string[];
  deskEvals: { id: string; score: number; checks: number; passed: number }[];
  deskEvalsAt: string | null;
  supplier: SupplierReport | null;
  documents: { path: string; title: string }[];
}

import type { Catalogue } from "../catalogue/catalogue.js";
import type { AisleChecksFile, ServerCheck } from "../schemas/aisle-check.js";
import type { FetchFn } from "../suppliers/apex.js";
import { checkServer, type CheckOutcome } from "./check-server.js";

/** One listing's outcome in a run of aisle:check. */
export interface AisleCheckReport {
  slug: string;
  outcome: CheckOutcome;
}

export interface CheckAisleOptions {
  fetch: FetchFn;
  env: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
  concurrency: number;
  now: () => Date;
  online: () => Promise<boolean>;
  slugs?: readonly string[];
  /** Called once per listing as it finishes (progress on the terminal). */
  onResult?: (report: AisleCheckReport, done: number, total: number) => void;
}

/**
 * Checks every listing with a remote URL (or the given slugs), at most `concurrency` at a time, each
 * within its own timeout; a run therefore ends within about ceil(n / concurrency) timeouts.
 */
export async function checkAisle(catalogue: Catalogue, options: CheckAisleOptions): Promise<AisleCheckReport[]> {
  const wanted = options.slugs?.length ? new Set(options.slugs) : null;
  const listings = catalogue.listings.filter((l) => (wanted ? wanted.has(l.slug) : l.url !== null));
  const reports: AisleCheckReport[] = new Array(listings.length);
  let next = 0;
  let done = 0;
  // The network question is asked once per run and shared: every failing server asks the same thing.
  let online: Promise<boolean> | undefined;
  const askOnline = () => (online ??= options.online());
  const worker = async () => {
    while (next < listings.length) {
      const at = next++;
      const listing = listings[at]!;
      const purposeTests = catalogue.evals[listing.slug]?.purposeTests ?? [];
      const outcome = await checkServer(listing, { fetch: options.fetch, env: options.env, timeoutMs: options.timeoutMs, now: options.now, online: askOnline, purposeTests });
      reports[at] = { slug: listing.slug, outcome };
      options.onResult?.(reports[at]!, ++done, listings.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, listings.length)) }, worker));
  return reports;
}

/** The evidence file after a run: measured checks replace older ones; skipped and no-network outcomes change nothing. */
export function mergeChecks(previous: AisleChecksFile, reports: readonly AisleCheckReport[]): AisleChecksFile {
  const checks: Record<string, ServerCheck> = { ...previous.checks };
  for (const { slug, outcome } of reports) if (outcome.kind === "checked") checks[slug] = outcome.check;
  const sorted = Object.fromEntries(Object.keys(checks).sort().map((slug) => [slug, checks[slug]!]));
  return { ...(previous.$comment ? { $comment: previous.$comment } : {}), checks: sorted };
}

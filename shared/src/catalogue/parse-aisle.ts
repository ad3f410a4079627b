import type { z } from "zod";
import { AisleChecksFileSchema, type ServerCheck } from "../schemas/aisle-check.js";
import { EvalEvidenceSchema, EvalsFileSchema, type EvalEvidence } from "../schemas/eval.js";
import { AisleFileSchema, ListingEntrySchema, type ListingEntry } from "../schemas/listing.js";
import { handoffProblems } from "./handoff.js";
import { deriveSideEffect } from "./side-effects.js";

/** The aisle's data files, validated and cross-checked. */
export interface AisleData {
  assembledOn: string;
  seed: string;
  listings: ListingEntry[];
  evidence: Record<string, EvalEvidence>;
  excluded: { slug: string; reason: string }[];
  /** The last real check of each slug (shared/data/aisle-checks.json); absent: not checked. */
  checks: Record<string, ServerCheck>;
}

export type AisleDataResult = { ok: true; data: AisleData } | { ok: false; error: string };

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(entry)"}: ${i.message}`).join("; ");
}

/**
 * Validates the aisle file and the eval evidence file. Every problem names the listing it is in:
 * an unknown field (`sponsored`, `boost`, a hand-typed `usefulness`...) is an error, not ignored.
 */
export function parseAisleData(aisleJson: unknown, evidenceJson: unknown, checksJson: unknown = { checks: {} }): AisleDataResult {
  const errors: string[] = [];
  const file = AisleFileSchema.safeParse(aisleJson);
  if (!file.success) return { ok: false, error: `aisle.json: ${describeIssues(file.error)}` };
  const evidenceFile = EvalsFileSchema.safeParse(evidenceJson);
  if (!evidenceFile.success) return { ok: false, error: `evals-evidence.json: ${describeIssues(evidenceFile.error)}` };

  const checksFile = AisleChecksFileSchema.safeParse(checksJson);
  if (!checksFile.success) return { ok: false, error: `aisle-checks.json: ${describeIssues(checksFile.error)}` };

  const listings: ListingEntry[] = [];
  file.data.listings.forEach((raw, index) => {
    const slug = typeof raw === "object" && raw !== null && "slug" in raw ? String((raw as { slug: unknown }).slug) : "(no slug)";
    const parsed = ListingEntrySchema.safeParse(raw);
    if (!parsed.success) errors.push(`aisle.json: listing "${slug}" (listings[${index}]): ${describeIssues(parsed.error)}`);
    else if (listings.some((l) => l.slug === parsed.data.slug)) errors.push(`aisle.json: listing "${slug}" (listings[${index}]): duplicate slug`);
    else if (parsed.data.url === null && parsed.data.package === null) errors.push(`aisle.json: listing "${slug}" (listings[${index}]): neither a url nor a package: nothing to install`);
    else {
      const tools = parsed.data.tools.map((t) => ({ ...t, sideEffect: deriveSideEffect(t) }));
      const problems = handoffProblems({ handoff: parsed.data.handoff, tools });
      if (problems.length) errors.push(...problems.map((p) => `aisle.json: listing "${slug}" (listings[${index}]): ${p}`));
      else listings.push(parsed.data);
    }
  });

  const slugs = new Set(listings.map((l) => l.slug));
  const evidence: Record<string, EvalEvidence> = {};
  for (const [slug, raw] of Object.entries(evidenceFile.data.evals)) {
    const parsed = EvalEvidenceSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push(`evals-evidence.json: eval "${slug}": ${describeIssues(parsed.error)}`);
      continue;
    }
    if (!slugs.has(slug)) errors.push(`evals-evidence.json: eval "${slug}": no listing has this slug`);
    const ids = parsed.data.purposeTests.map((t) => t.id);
    if (new Set(ids).size !== ids.length) errors.push(`evals-evidence.json: eval "${slug}": purpose test ids repeat`);
    for (const alt of parsed.data.alternatives) {
      if (alt.slug === slug || !slugs.has(alt.slug)) errors.push(`evals-evidence.json: eval "${slug}": alternative "${alt.slug}" is not another listing`);
    }
    for (const test of parsed.data.purposeTests) {
      if ((test.result === "not-run") !== (test.checkedAt === null)) errors.push(`evals-evidence.json: eval "${slug}": test "${test.id}" needs checkedAt exactly when it has a result`);
    }
    evidence[slug] = parsed.data;
  }
  for (const slug of slugs) if (!evidence[slug]) errors.push(`aisle.json: listing "${slug}": no eval evidence in evals-evidence.json`);
  // A check of a slug that left the aisle is history, not an error: it is simply not served.
  const checks = Object.fromEntries(Object.entries(checksFile.data.checks).filter(([slug]) => slugs.has(slug)));

  if (errors.length) return { ok: false, error: errors.join("\n") };
  return { ok: true, data: { assembledOn: file.data.assembledOn, seed: file.data.seed, listings, evidence, excluded: file.data.excluded, checks } };
}

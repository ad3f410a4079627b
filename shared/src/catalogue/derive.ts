import type { ServerCheck } from "../schemas/aisle-check.js";
import type { Eval, EvalEvidence, PurposeTest } from "../schemas/eval.js";
import type { Listing, ListingEntry, ListingTool } from "../schemas/listing.js";
import type { Call, SlimListing } from "../schemas/slim-listing.js";
import { USEFULNESS_RUBRIC, scoreUsefulness, usefulnessInputs } from "./rubric.js";
import { deriveSideEffect, isSafeSideEffect } from "./side-effects.js";

const BOOKS_OR_PAYS = new Set(["books", "pays"]);

/**
 * The served listing: every field copied by name (so nothing outside the schema survives), each tool
 * with its derived side effect, the safe tools and the warning flags.
 */
export function deriveListing(entry: ListingEntry, check?: ServerCheck): Listing {
  const tools: ListingTool[] = entry.tools.map((t) => ({
    name: t.name,
    purpose: t.purpose,
    ...(t.annotations ? { annotations: { ...t.annotations } } : {}),
    ...(t.inputSchema ? { inputSchema: structuredClone(t.inputSchema), schemaSource: t.schemaSource } : {}),
    sideEffect: deriveSideEffect(t),
  }));
  const safeTools = tools.filter((t) => isSafeSideEffect(t.sideEffect)).map((t) => t.name);
  const bookOrPayTools = tools.filter((t) => BOOKS_OR_PAYS.has(t.sideEffect));
  const flags: Listing["flags"] = [];
  if (tools.length > 0 && bookOrPayTools.length === tools.length) flags.push("all-tools-book-or-pay");
  if (safeTools.length < tools.length) flags.push("has-unsafe-tools");
  if (entry.booksOrPays && bookOrPayTools.length === 0) flags.push("books-or-pays-via-unlisted-tools");
  if (entry.unconfirmed.includes("tools")) flags.push("tools-unconfirmed");
  if (safeTools.length === 0) flags.push("no-safe-tools");
  return {
    slug: entry.slug,
    name: entry.name,
    publisher: entry.publisher,
    category: entry.category,
    regions: [...entry.regions],
    description: entry.description,
    transport: [...entry.transport],
    url: entry.url,
    package: entry.package ? { ...entry.package } : null,
    ...(entry.urlKey ? { urlKey: { ...entry.urlKey } } : {}),
    ...(entry.published ? { published: { ...entry.published } } : {}),
    ...(entry.docs ? { docs: entry.docs } : {}),
    auth: { kind: entry.auth.kind, detail: entry.auth.detail },
    tools,
    booksOrPays: entry.booksOrPays,
    argumentHints: [...entry.argumentHints],
    modes: [...entry.modes],
    ...(entry.coverageSource ? { coverageSource: [...entry.coverageSource] } : {}),
    ...(entry.handoff ? { handoff: structuredClone(entry.handoff) } : {}),
    source: [...entry.source],
    checkedAt: entry.checkedAt,
    unconfirmed: [...entry.unconfirmed],
    notes: entry.notes,
    safeTools,
    flags,
    status: check?.status ?? "not-checked",
    lastCheckedAt: check?.checkedAt ?? null,
  };
}

/**
 * A purpose test as served: the measured outcome when aisle:check ran it (pass or fail), otherwise the
 * documentary one, each saying which it is.
 */
function servedPurposeTest(test: PurposeTest, check: ServerCheck | undefined): PurposeTest {
  const measured = check?.purposeTests.find((o) => o.id === test.id && o.result !== "not-run");
  if (measured && check) return { ...test, result: measured.result, checkedAt: check.checkedAt.slice(0, 10), evidence: `Measured by aisle:check: ${measured.evidence}`, basis: "measured" };
  return { ...test, basis: test.result === "not-run" ? "none" : "documentary" };
}

/** The served eval: the evidence plus the usefulness the rubric computes from it, measured inputs first. */
export function deriveEval(listing: Listing, evidence: EvalEvidence, assembledOn: string, check?: ServerCheck): Eval {
  const purposeTests = evidence.purposeTests.map((t) => servedPurposeTest(t, check));
  const documentary = usefulnessInputs(listing, { ...evidence, purposeTests }, assembledOn);
  // Measured facts replace documentary ones: a server that answered 401 needs a key whatever its
  // documents say, and one that did not answer at all shows a sign of neglect.
  const inputs = {
    ...documentary,
    ...(check?.status === "auth-required" && documentary.access === "open-remote" ? { access: "key" as const } : {}),
    ...(check?.status === "unreachable" && documentary.freshness === "current" ? { freshness: "stale-signal" as const } : {}),
  };
  const measured = (yes: boolean) => (yes ? ("measured" as const) : ("documentary" as const));
  const inputBasis = {
    purposeTests: measured(purposeTests.some((t) => t.basis === "measured")),
    safeTools: measured(check?.status === "healthy" && check.diff?.missing.length === 0 && check.diff.extra.length === 0),
    access: measured(check !== undefined && check.status !== "unreachable"),
    coverage: "documentary" as const,
    freshness: measured(check?.status === "unreachable"),
  };
  const { usefulness, breakdown } = scoreUsefulness(inputs);
  return {
    slug: listing.slug,
    purposeTests,
    usefulness,
    breakdown,
    inputs,
    rubricVersion: USEFULNESS_RUBRIC.version,
    coverage: { ...evidence.coverage },
    staleness: evidence.staleness,
    alternatives: evidence.alternatives.map((a) => ({ ...a })),
    notes: evidence.notes,
    status: check?.status ?? "not-checked",
    lastCheckedAt: check?.checkedAt ?? null,
    inputBasis,
  };
}

/**
 * The slim listing recommendations and for-agents.json carry; a recommendation's why (`placedBy`) and call
 * last. Built field by field in that order: five recommendations a request, no object spread for each.
 */
export function toSlimListing(listing: Listing, usefulness: number, placedBy?: string, call?: Call): SlimListing {
  const slim: SlimListing = { slug: listing.slug, name: listing.name, category: listing.category, url: listing.url } as SlimListing;
  if (listing.package) slim.package = `${listing.package.registry}:${listing.package.identifier}`;
  slim.usefulness = usefulness;
  slim.safeTools = [...listing.safeTools];
  if (listing.argumentHints.length) slim.argumentHints = [...listing.argumentHints];
  if (placedBy) slim.placedBy = placedBy;
  if (call) slim.call = call;
  return slim;
}

import type { Eval, EvalEvidence } from "../schemas/eval.js";
import type { Listing, ListingEntry, ListingTool } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { USEFULNESS_RUBRIC, scoreUsefulness, usefulnessInputs } from "./rubric.js";
import { deriveSideEffect, isSafeSideEffect } from "./side-effects.js";

const BOOKS_OR_PAYS = new Set(["books", "pays"]);

/**
 * The served listing: every field copied by name (so nothing outside the schema survives), each tool
 * with its derived side effect, the safe tools and the warning flags.
 */
export function deriveListing(entry: ListingEntry): Listing {
  const tools: ListingTool[] = entry.tools.map((t) => ({
    name: t.name,
    purpose: t.purpose,
    ...(t.annotations ? { annotations: { ...t.annotations } } : {}),
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
    source: [...entry.source],
    checkedAt: entry.checkedAt,
    unconfirmed: [...entry.unconfirmed],
    notes: entry.notes,
    safeTools,
    flags,
  };
}

/** The served eval: the evidence plus the usefulness the rubric computes from it. */
export function deriveEval(listing: Listing, evidence: EvalEvidence, assembledOn: string): Eval {
  const inputs = usefulnessInputs(listing, evidence, assembledOn);
  const { usefulness, breakdown } = scoreUsefulness(inputs);
  return {
    slug: listing.slug,
    purposeTests: evidence.purposeTests.map((t) => ({ ...t })),
    usefulness,
    breakdown,
    inputs,
    rubricVersion: USEFULNESS_RUBRIC.version,
    coverage: { ...evidence.coverage },
    staleness: evidence.staleness,
    alternatives: evidence.alternatives.map((a) => ({ ...a })),
    notes: evidence.notes,
  };
}

/** The slim listing recommendations and for-agents.json carry. */
export function toSlimListing(listing: Listing, usefulness: number): SlimListing {
  return {
    slug: listing.slug,
    name: listing.name,
    category: listing.category,
    url: listing.url,
    ...(listing.package ? { package: `${listing.package.registry}:${listing.package.identifier}` } : {}),
    usefulness,
    safeTools: [...listing.safeTools],
    ...(listing.argumentHints.length ? { argumentHints: [...listing.argumentHints] } : {}),
  };
}

import type { EvalEvidence, UsefulnessBreakdown, UsefulnessInputs } from "../schemas/eval.js";
import type { Listing } from "../schemas/listing.js";

/** One criterion of the usefulness rubric: how many points each level of its input earns. */
export interface RubricCriterion {
  id: keyof UsefulnessBreakdown;
  input: keyof UsefulnessInputs;
  max: number;
  rule: string;
  levels?: Readonly<Record<string, number>>;
}

const PURPOSE = {
  id: "purposeTests",
  input: "purposeTests",
  max: 1,
  rule: "1 point times the share of purpose tests that passed; fail and not-run earn nothing.",
} as const satisfies RubricCriterion;

const SAFE_TOOLS = {
  id: "safeTools",
  input: "safeTools",
  max: 1.5,
  rule: "Tools an agent may call (search or quote): confirmed list 1.5, partial or unconfirmed list 0.75, none known 0.",
  levels: { confirmed: 1.5, unconfirmed: 0.75, none: 0 } satisfies Record<UsefulnessInputs["safeTools"], number>,
} as const satisfies RubricCriterion;

const AUTH_FRICTION = {
  id: "authFriction",
  input: "access",
  max: 1,
  rule: "What stands between an agent and the first call: hosted and keyless 1, keyless but run it yourself 0.75, a key or account 0.5, partner-gated 0.25, unknown 0; halved when the sources did not confirm the auth.",
  levels: { "open-remote": 1, "open-local": 0.75, key: 0.5, partner: 0.25, unknown: 0 } satisfies Record<UsefulnessInputs["access"], number>,
} as const satisfies RubricCriterion;

const COVERAGE = {
  id: "coverage",
  input: "coverage",
  max: 1,
  rule: "How much of its category's jobs it covers: broad 1, one region or country 0.5, one narrow slice 0.25, unknown 0.",
  levels: { broad: 1, regional: 0.5, narrow: 0.25, unknown: 0 } satisfies Record<UsefulnessInputs["coverage"], number>,
} as const satisfies RubricCriterion;

const FRESHNESS = {
  id: "freshness",
  input: "freshness",
  max: 0.5,
  rule: "Sources read within 365 days of the aisle's assembly date with no sign of neglect 0.5; a sign of neglect (archived repo, upstream API shut down) 0.25; read over a year ago 0.",
  levels: { current: 0.5, "stale-signal": 0.25, old: 0 } satisfies Record<UsefulnessInputs["freshness"], number>,
} as const satisfies RubricCriterion;

/** The published usefulness rubric (0-5). Anyone can recompute every score from an eval's `inputs`. */
export const USEFULNESS_RUBRIC = {
  version: "1",
  max: 5,
  criteria: [PURPOSE, SAFE_TOOLS, AUTH_FRICTION, COVERAGE, FRESHNESS],
} as const;

const DAY_MS = 86_400_000;

/** The rubric's inputs for one listing, from the listing and its evidence. */
export function usefulnessInputs(listing: Listing, evidence: EvalEvidence, assembledOn: string): UsefulnessInputs {
  const toolsUnconfirmed = listing.unconfirmed.includes("tools");
  return {
    purposeTests: { passed: evidence.purposeTests.filter((t) => t.result === "pass").length, total: evidence.purposeTests.length },
    safeTools: listing.safeTools.length === 0 ? "none" : toolsUnconfirmed ? "unconfirmed" : "confirmed",
    access: accessLevel(listing),
    accessConfirmed: !listing.unconfirmed.includes("auth"),
    coverage: evidence.coverage.level,
    freshness: freshness(listing.checkedAt, evidence.staleness, assembledOn),
  };
}

function accessLevel(listing: Listing): UsefulnessInputs["access"] {
  switch (listing.auth.kind) {
    case "none":
      return listing.url ? "open-remote" : "open-local";
    case "api-key":
    case "oauth":
      return "key";
    case "partner":
      return "partner";
    default:
      return "unknown";
  }
}

function freshness(checkedAt: string, staleness: string | null, assembledOn: string): UsefulnessInputs["freshness"] {
  // A month-only date counts from the month's first day: the conservative reading.
  const read = Date.parse(checkedAt.length === 7 ? `${checkedAt}-01` : checkedAt);
  if (Date.parse(assembledOn) - read > 365 * DAY_MS) return "old";
  return staleness ? "stale-signal" : "current";
}

/** Scores inputs by the rubric: the points per criterion and their sum (0-5, two decimals). */
export function scoreUsefulness(inputs: UsefulnessInputs): { usefulness: number; breakdown: UsefulnessBreakdown } {
  const breakdown: UsefulnessBreakdown = {
    purposeTests: round(PURPOSE.max * (inputs.purposeTests.passed / inputs.purposeTests.total)),
    safeTools: SAFE_TOOLS.levels[inputs.safeTools],
    authFriction: AUTH_FRICTION.levels[inputs.access] * (inputs.accessConfirmed ? 1 : 0.5),
    coverage: COVERAGE.levels[inputs.coverage],
    freshness: FRESHNESS.levels[inputs.freshness],
  };
  const usefulness = round(Object.values(breakdown).reduce((sum, p) => sum + p, 0));
  return { usefulness, breakdown };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The rubric as markdown, for the README and /llms-full.txt. */
export const USEFULNESS_RUBRIC_MARKDOWN = [
  `## How the aisle scores usefulness (rubric v${USEFULNESS_RUBRIC.version}, 0-${USEFULNESS_RUBRIC.max})`,
  "",
  "Every listing's `usefulness` is computed from evidence, never typed in. Each eval in `/data/evals.json` carries its `inputs` and `breakdown`, so anyone can recompute it.",
  "",
  "| criterion | max | rule |",
  "|---|---|---|",
  ...USEFULNESS_RUBRIC.criteria.map((c) => `| ${c.id} | ${c.max} | ${c.rule} |`),
  "",
  "Purpose tests are marked pass or fail only on evidence (a run, or the publisher's own documentation that a capability is absent); a test nobody ran is `not-run` and earns nothing, so an untested server scores at most 4.",
  "Measured beats documentary: `pnpm aisle:check --write` records dated checks (shared/data/aisle-checks.json) and every eval derives from them. A purpose test it ran says `basis: measured`; one read from documents says `documentary`; a server that answered 401 counts as needing a key, one that did not answer at all as a sign of neglect. Each eval's `inputBasis` says which rubric inputs were measured and which are documentary, and `status` / `lastCheckedAt` say what the last real check found (`not-checked`, null: none ran).",
  "A tool's side effect (search, quote, books, pays, sends) is derived from its name, by rules that cover the forbidden pattern `book|pay|checkout|ticket|email_offer`, and from its annotations; only search and quote tools count as safe.",
].join("\n");

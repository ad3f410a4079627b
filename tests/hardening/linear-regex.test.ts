// No job text of any content can make one parse expensive (docs/DESIGN.md section 13): every regular
// expression the service runs, written in the source or built at run time from data, goes through
// recheck (a maintained ReDoS checker), and any it cannot show to be linear fails here.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { check } from "recheck";
import { readCases, readRegexLiterals, REPO_ROOT } from "@travel/workbench";
import { beforeAll, describe, expect, it } from "vitest";

const SOURCE_FOLDERS = ["parser/src", "shared/src", "server/src", "catalogue-mcp/src", "discovery/src"];

interface Pattern {
  at: string;
  source: string;
  flags: string;
}

// The patterns built while the job reader runs. RegExp is watched before the core is first imported, so the
// tables compiled from the language data at load time and on first use are caught too. chrono-node's, whose
// patterns are not all linear, are kept apart: the job path must build none (the dates dimension reads without it).
async function patternsBuiltAtRunTime(): Promise<{ ours: Pattern[]; chrono: Pattern[] }> {
  const ours = new Map<string, Pattern>();
  const chrono = new Map<string, Pattern>();
  const Native = globalThis.RegExp;
  const record = (args: unknown[]) => {
    const [pattern, flags] = args as [string | RegExp, string | undefined];
    const source = typeof pattern === "string" ? pattern : pattern.source;
    const f = flags ?? (typeof pattern === "string" ? "" : pattern.flags);
    const byChrono = new Error().stack?.includes("chrono-node") ?? false;
    (byChrono ? chrono : ours).set(`${source}/${f}`, { at: "built at run time", source, flags: f });
  };
  globalThis.RegExp = new Proxy(Native, {
    construct: (target, args, newTarget) => (record(args), Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => (record(args), Reflect.apply(target, self, args)),
  });
  try {
    const core = await import("@travel/shared");
    const now = new Date("2026-11-22T10:00:00Z");
    // blind-styles-f carries every script, Latin-typed Cyrillic and Greek, chat threads and mail chains: the readers
    // that build their patterns from data only when such a job comes run here too.
    const tables = ["jobs.json", "style-jobs.json", "multilingual-jobs.json", "kind-jobs.json", "blind-styles-d.json", "blind-styles-f.json"];
    for (const row of tables.flatMap((t) => readCases(t))) {
      core.routeJob(core.parseJob(row.job, now));
      core.extractDisruptionFacts(row.job);
    }
    return { ours: [...ours.values()], chrono: [...chrono.values()] };
  } finally {
    globalThis.RegExp = Native;
  }
}

// recheck's automaton checker decides exactly and alike on every run; the patterns it cannot take (some
// look-arounds, very large ones) go to its fuzzer, run without time limits so its verdict does not depend
// on how busy the machine is.
const AUTOMATON = { checker: "automaton", timeout: 1_500 } as const;
const FUZZ = { checker: "fuzz", randomSeed: 0, timeout: 120_000, incubationTimeout: null, attackTimeout: null, recallTimeout: null } as const;

// A pattern written in several places (about one in five) is checked once. The automaton's verdict is exact; the
// fuzzer's search is random but seeded (recheck's randomSeed defaults to 0) and runs without time limits, so the
// same pattern and flags get the same verdict every time: fuzzing it again for another place only repeats the work.
const decided = new Map<string, ReturnType<typeof check>>();
const once = (p: Pattern) => {
  const key = `${p.flags}/${p.source}`;
  if (!decided.has(key)) decided.set(key, checked(p));
  return decided.get(key)!;
};

// Patterns recheck has already found linear, by content hash (tests/hardening/linear-regex-verdicts.json): the
// same pattern, flags, recheck version and settings get the same verdict (above), so only a pattern not among them
// (a new or changed one) is checked again; deciding them all took most of this file's ~90 s. Only patterns found
// linear are kept, and the file is written only when every pattern passed (LINEAR_REGEX_RECORD=1), so a new pattern
// that backtracks is always checked and always fails. Another recheck version or other settings: all are checked.
const VERDICTS_FILE = `${REPO_ROOT}/tests/hardening/linear-regex-verdicts.json`;
const RECHECK_VERSION = (createRequire(import.meta.url)("recheck/package.json") as { version: string }).version;
const SETTINGS = JSON.stringify({ recheck: RECHECK_VERSION, AUTOMATON, FUZZ });
const hashOf = (p: Pattern) => createHash("sha256").update(`${p.flags}/${p.source}`).digest("hex").slice(0, 32);

interface Verdicts {
  settings: string;
  linear: string[];
}

function knownLinear(): Set<string> {
  const verdicts = JSON.parse(readFileSync(VERDICTS_FILE, "utf8")) as Verdicts;
  return verdicts.settings === SETTINGS ? new Set(verdicts.linear) : new Set();
}

function recordLinear(patterns: readonly Pattern[]): void {
  const linear = [...new Set(patterns.map(hashOf))].sort();
  writeFileSync(VERDICTS_FILE, `${JSON.stringify({ settings: SETTINGS, linear } satisfies Verdicts, null, 1)}\n`);
}

async function checked(p: Pattern): ReturnType<typeof check> {
  const r = await check(p.source, p.flags, AUTOMATON);
  return r.status === "unknown" ? check(p.source, p.flags, FUZZ) : r;
}

async function verdict(p: Pattern): Promise<string | null> {
  const r = await once(p);
  if (r.status === "safe") return null;
  const why = r.status === "vulnerable" ? `${r.complexity.type}, e.g. ${r.attack.pattern.slice(0, 60)}` : r.error.kind;
  return `${p.at} ${r.status} (${why}): /${p.source.slice(0, 100)}/${p.flags}`;
}

async function notLinear(patterns: readonly Pattern[]): Promise<string[]> {
  const found: string[] = [];
  const queue = [...patterns];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const why = await verdict(p);
      if (why) found.push(why);
    }
  };
  await Promise.all([worker(), worker()]);
  return found.sort();
}

describe("the regular expressions the service runs", () => {
  let built: Awaited<ReturnType<typeof patternsBuiltAtRunTime>>;
  beforeAll(async () => {
    built = await patternsBuiltAtRunTime();
  });

  it("are all linear: recheck finds no super-linear backtracking in any written in the source or built from data", async () => {
    const written = readRegexLiterals(REPO_ROOT, SOURCE_FOLDERS);
    // Fixed points: if the readers stopped finding patterns, the check below would pass on nothing.
    expect(written.length).toBeGreaterThan(250);
    expect(written.some((p) => p.at.startsWith("parser/src/prepare/discourse/forwarded.ts"))).toBe(true);
    expect(built.ours.length).toBeGreaterThan(5);
    const all = [...written, ...built.ours];
    const known = process.env.LINEAR_REGEX_RECORD ? new Set<string>() : knownLinear();
    expect(await notLinear(all.filter((p) => !known.has(hashOf(p))))).toEqual([]);
    if (process.env.LINEAR_REGEX_RECORD) recordLinear(all);
  }, 600_000);

  it("include none of chrono-node's, whose own patterns are not all linear: no job reaches it", () => {
    expect(built.chrono).toEqual([]);
  });

  it("catch a pattern that backtracks: the check above can fail", async () => {
    const rule = { at: "the forwarded-mail rule of issue 25", source: "^\\s*-{2,}.*-{2,}\\s*$", flags: "" };
    const trailing = { at: "a trailing blank run", source: "[.!?\\n]\\s*$", flags: "" };
    expect(await notLinear([rule, trailing])).toHaveLength(2);
    // Neither is among the recorded verdicts, which hold only linear patterns: the check above would decide them.
    const known = knownLinear();
    expect(known.size, "no recorded verdicts for this recheck version and these settings: run this file with LINEAR_REGEX_RECORD=1").toBeGreaterThan(250);
    expect([rule, trailing].filter((p) => known.has(hashOf(p)))).toEqual([]);
  }, 120_000);
});

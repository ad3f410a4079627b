import { readFileSync, writeFileSync } from "node:fs";
import { parseJob, routeJob, type JobAnalysis, type RouteDecision } from "@travel/shared";

/** 2026-11-22, the day the job tables' relative dates ("next Friday", "tomorrow") are read against. */
export const JOB_TABLE_NOW = new Date("2026-11-22T10:00:00Z");

/** One row of a job table (tests/fixtures/*.json): a job and what the desk must make of it. */
export interface JobCase {
  id: string;
  job: string;
  /** The class a held-out table scores the row in (pnpm score-jobs); absent in the repo's tables. */
  class?: string;
  expect: {
    route: string;
    passengers?: number;
    origin_country?: string;
    destination_country?: string;
    origin_iata?: string;
    destination_iata?: string;
    date?: string;
    returnDate?: string;
    notes?: string[];
    /** The parts' routes in any order, or only how many parts there are. */
    parts?: string[] | number;
    kind?: string;
    language?: string;
  };
}

const FIXTURES = new URL("../../tests/fixtures/", import.meta.url);

/** Whether a parsed JSON file is a job table: an array whose rows each have a string `job` and an `expect` object. */
export function isJobTable(rows: unknown): rows is JobCase[] {
  const isCase = (r: unknown) => {
    const row = r as Partial<JobCase> | null;
    return typeof row?.job === "string" && typeof row.expect === "object" && row.expect !== null;
  };
  return Array.isArray(rows) && rows.length > 0 && rows.every(isCase);
}

/** Reads a job table from a file; throws naming the file when it is not one (a schema or a README in tests/fixtures). */
export function readJobTable(file: string | URL): JobCase[] {
  const rows: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!isJobTable(rows)) throw new Error(`${String(file)} is not a job table (an array of {id, job, expect})`);
  return rows;
}

/** Reads one of the repository's job tables from tests/fixtures by name ("jobs.json"). */
export function readCases(name: string): JobCase[] {
  return readJobTable(new URL(name, FIXTURES));
}

type Decision = Pick<RouteDecision, "route"> & { parts?: { route: string }[] };

/**
 * What differs between a case's expectation and the parsed, routed job ([] when it matches). Each
 * entry starts with the name of the expectation it misses (`origin_iata WAW != KRK`), so misses can be
 * counted per field; the parts of a multi-part job are compared in any order.
 */
export function mismatches(c: JobCase, job: JobAnalysis, decision: Decision): string[] {
  const e = c.expect;
  const why: string[] = [];
  const check = (field: string, got: unknown, want: unknown) => {
    if (want !== undefined && got !== want) why.push(`${field} ${String(got)} != ${String(want)}`);
  };
  check("route", decision.route, e.route);
  check("passengers", job.passengers, e.passengers);
  check("origin_country", job.origin?.country, e.origin_country);
  check("destination_country", job.destination?.country, e.destination_country);
  check("origin_iata", job.origin?.iata, e.origin_iata);
  check("destination_iata", job.destination?.iata, e.destination_iata);
  check("date", job.date, e.date);
  check("returnDate", job.returnDate, e.returnDate);
  for (const note of e.notes ?? []) if (!job.notes.includes(note)) why.push(`notes [${job.notes.join(", ")}] lack ${note}`);
  check("kind", job.kind, e.kind);
  check("language", job.language, e.language);
  if (typeof e.parts === "number") check("parts", decision.parts?.length ?? 0, e.parts);
  else if (e.parts) check("parts", (decision.parts ?? []).map((p) => p.route).sort().join(","), [...e.parts].sort().join(","));
  return why;
}

/** How many jobs of a table the desk reads right: in every field, and in every field but the language tag. */
export interface TableScore {
  jobs: number;
  right: number;
  rightLanguageAside: number;
  misses: string[];
}

/** Parses and routes every job of a table against `now` and counts the jobs read right. */
export function scoreTable(cases: readonly JobCase[], now: Date = JOB_TABLE_NOW): TableScore {
  const misses: string[] = [];
  let rightLanguageAside = 0;
  for (const c of cases) {
    const job = parseJob(c.job, now);
    const why = mismatches(c, job, routeJob(job));
    if (why.length) misses.push(`${c.id}: ${why.join("; ")}`);
    if (!why.some((w) => !w.startsWith("language"))) rightLanguageAside++;
  }
  return { jobs: cases.length, right: cases.length - misses.length, rightLanguageAside, misses };
}

const MEASURED = new URL("measured-shares.json", FIXTURES);

/** The repository's tables whose share read right may only go up (tests/job/languages.test.ts). */
export const RATCHETED_TABLES = [
  "multilingual-jobs.json",
  "kind-jobs.json",
  "style-jobs.json",
  "blind-kinds-c.json",
  "blind-styles-d.json",
  "blind-kinds-e.json",
  "blind-styles-f.json",
  "blind-styles-g.json",
  "blind-styles-h.json",
  "blind-styles-i.json",
  "blind-styles-j.json",
  "blind-styles-k.json",
  "blind-styles-l.json",
  "blind-styles-m.json",
  "blind-styles-n.json",
  "blind-styles-o.json",
  "blind-styles-p.json",
  "cjk-40.json",
  "count-threads-40.json",
] as const;

/** What `pnpm score-jobs --write` measured for each of the repository's tables (tests/fixtures/measured-shares.json). */
export interface MeasuredShares {
  measuredAt: string;
  tables: Record<string, { jobs: number; right: number; rightLanguageAside: number }>;
}

/** The measured shares the ratchets read their floors from. */
export function readMeasuredShares(): MeasuredShares {
  return JSON.parse(readFileSync(MEASURED, "utf8")) as MeasuredShares;
}

/** Writes the measured shares (only `pnpm score-jobs --write` does). */
export function writeMeasuredShares(shares: MeasuredShares): void {
  writeFileSync(MEASURED, `${JSON.stringify({ $comment: "Written by `pnpm score-jobs --write`; the ratchets in tests/job read their floors here. Never edit by hand.", ...shares }, null, 2)}\n`);
}

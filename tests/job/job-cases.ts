import { readFileSync } from "node:fs";
import type { JobAnalysis, RouteDecision } from "@travel/shared";

/** One row of tests/fixtures/*.json: a job and what the desk must make of it. */
export interface JobCase {
  id: string;
  job: string;
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
    parts?: string[];
    kind?: string;
    language?: string;
  };
}

/** Reads a fixture table from tests/fixtures. */
export function readCases(name: string): JobCase[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8")) as JobCase[];
}

/** What differs between a case's expectation and the parsed, routed job ([] when it matches). */
export function mismatches(c: JobCase, job: JobAnalysis, decision: Pick<RouteDecision, "route"> & { parts?: { route: string }[] }): string[] {
  const e = c.expect;
  const why: string[] = [];
  if (decision.route !== e.route) why.push(`route ${decision.route} != ${e.route}`);
  if (e.passengers !== undefined && job.passengers !== e.passengers) why.push(`passengers ${job.passengers} != ${e.passengers}`);
  if (e.origin_country && job.origin?.country !== e.origin_country) why.push(`origin ${job.origin?.country} != ${e.origin_country}`);
  if (e.destination_country && job.destination?.country !== e.destination_country) why.push(`destination ${job.destination?.country} != ${e.destination_country}`);
  if (e.origin_iata && job.origin?.iata !== e.origin_iata) why.push(`origin IATA ${job.origin?.iata} != ${e.origin_iata}`);
  if (e.destination_iata && job.destination?.iata !== e.destination_iata) why.push(`destination IATA ${job.destination?.iata} != ${e.destination_iata}`);
  if (e.date && job.date !== e.date) why.push(`date ${job.date} != ${e.date}`);
  if (e.returnDate && job.returnDate !== e.returnDate) why.push(`returnDate ${job.returnDate} != ${e.returnDate}`);
  for (const note of e.notes ?? []) if (!job.notes.includes(note)) why.push(`notes [${job.notes}] lack ${note}`);
  if (e.kind && job.kind !== e.kind) why.push(`kind ${job.kind} != ${e.kind}`);
  if (e.language && job.language !== e.language) why.push(`language ${job.language} != ${e.language}`);
  if (e.parts) {
    const got = (decision.parts ?? []).map((p) => p.route).sort().join(",");
    if (got !== [...e.parts].sort().join(",")) why.push(`parts ${got} != ${e.parts}`);
  }
  return why;
}

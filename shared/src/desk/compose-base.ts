import { toParsedJob, type JobAnalysis, type ParsedJob } from "@travel/parser";
import type { DeskPartResult, Route } from "../schemas/desk-result.js";
import { CLIENT_GUIDANCE } from "./guidance.js";

/** What a route composer adds to the common fields of a desk result. */
export type RouteFields = Omit<DeskPartResult, "route" | "advisory" | "booked" | "paid" | "quoteFiled" | "job" | "guidance">;

/**
 * A desk result with the invariants every route shares: advisory, never booked, paid or filed. Built key by key
 * in the published order (the optional fields only where a route gave them), not through a spread per field.
 */
export function deskResult(route: Route, job: JobAnalysis, fields: RouteFields): DeskPartResult {
  const result = {
    route,
    advisory: true,
    booked: false,
    paid: false,
    quoteFiled: false,
    summary: job.conflicts?.length ? `${fields.summary} Where the text and the fields you gave disagree (job.conflicts), the desk used your fields.` : fields.summary,
    job: jobView(job),
  } as DeskPartResult;
  if (fields.supplier) result.supplier = fields.supplier;
  if (fields.install) result.install = fields.install;
  if (fields.sos) result.sos = fields.sos;
  if (fields.recommendations) result.recommendations = fields.recommendations;
  if (fields.questions) result.questions = fields.questions;
  result.nextSteps = fields.nextSteps;
  result.guidance = [...CLIENT_GUIDANCE];
  return result;
}

/** The job as a result shows it: the schema's fields, with the details and conflicts only where there are some. */
export function jobView(job: JobAnalysis): ParsedJob {
  const view = toParsedJob(job);
  if (job.party !== undefined) view.party = job.party && { ...job.party };
  if (job.cabin) view.cabin = job.cabin;
  if (job.dataPlan) view.dataPlan = { ...job.dataPlan };
  if (job.rooms) view.rooms = job.rooms;
  if (job.conflicts?.length) view.conflicts = job.conflicts.map((c) => ({ ...c }));
  return view;
}

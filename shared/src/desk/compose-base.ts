import { toParsedJob, type JobAnalysis, type ParsedJob } from "@travel/parser";
import type { DeskPartResult, Route } from "../schemas/desk-result.js";
import { CLIENT_GUIDANCE } from "./guidance.js";

/** What a route composer adds to the common fields of a desk result. */
export type RouteFields = Omit<DeskPartResult, "route" | "advisory" | "booked" | "paid" | "quoteFiled" | "job" | "guidance">;

/** A desk result with the invariants every route shares: advisory, never booked, paid or filed. */
export function deskResult(route: Route, job: JobAnalysis, fields: RouteFields): DeskPartResult {
  return {
    route,
    advisory: true,
    booked: false,
    paid: false,
    quoteFiled: false,
    summary: job.conflicts?.length ? `${fields.summary} Where the text and the fields you gave disagree (job.conflicts), the desk used your fields.` : fields.summary,
    job: jobView(job),
    ...(fields.supplier ? { supplier: fields.supplier } : {}),
    ...(fields.install ? { install: fields.install } : {}),
    ...(fields.sos ? { sos: fields.sos } : {}),
    ...(fields.recommendations ? { recommendations: fields.recommendations } : {}),
    ...(fields.questions ? { questions: fields.questions } : {}),
    nextSteps: fields.nextSteps,
    guidance: [...CLIENT_GUIDANCE],
  };
}

/** The job as a result shows it: the schema's fields, with the details and conflicts only where there are some. */
export function jobView(job: JobAnalysis): ParsedJob {
  return {
    ...toParsedJob(job),
    ...(job.party !== undefined ? { party: job.party && { ...job.party } } : {}),
    ...(job.cabin ? { cabin: job.cabin } : {}),
    ...(job.dataPlan ? { dataPlan: { ...job.dataPlan } } : {}),
    ...(job.rooms ? { rooms: job.rooms } : {}),
    ...(job.conflicts?.length ? { conflicts: job.conflicts.map((c) => ({ ...c })) } : {}),
  };
}

import { toParsedJob, type JobAnalysis } from "../job/parse-job.js";
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
    summary: fields.summary,
    job: toParsedJob(job),
    ...(fields.supplier ? { supplier: fields.supplier } : {}),
    ...(fields.install ? { install: fields.install } : {}),
    ...(fields.sos ? { sos: fields.sos } : {}),
    ...(fields.recommendations ? { recommendations: fields.recommendations } : {}),
    ...(fields.questions ? { questions: fields.questions } : {}),
    nextSteps: fields.nextSteps,
    guidance: [...CLIENT_GUIDANCE],
  };
}

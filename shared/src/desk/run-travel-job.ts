import type { DeskResult } from "../schemas/desk-result.js";
import type { DeskDeps } from "./deps.js";

// TEMPORARY skeleton: replaced by the parser/router issue.
/** Runs one travel job through the desk: parse, route, ask the suppliers, compose the result. */
export async function runTravelJob(text: string, deps: DeskDeps): Promise<DeskResult> {
  void deps;
  return {
    route: "clarify",
    advisory: true,
    booked: false,
    paid: false,
    quoteFiled: false,
    summary: "The desk could not find travel details in this job yet.",
    job: { text, passengers: null, origin: null, destination: null, date: null, returnDate: null, notes: [], missing: ["passengers", "origin", "destination", "date"] },
    questions: ["Where from and where to?"],
    nextSteps: ["Ask the traveller for the route and date."],
    guidance: [],
  };
}

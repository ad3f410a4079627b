import { nameKey, placeIndex, toParsedJob, type JobAnalysis } from "@travel/parser";
import type { DeskSos } from "../schemas/desk-result.js";
import type { DeskDeps } from "./deps.js";
import { listLabel, routeLabel } from "./describe.js";
import type { RouteFields } from "./compose-base.js";

const KIND_WORDS: Readonly<Record<string, string>> = {
  cancellation: "a cancellation",
  delay: "a delay",
  "missed-connection": "a missed connection",
  "denied-boarding": "denied boarding",
  diverted: "a diversion",
};

function applies(sos: DeskSos): string {
  if (sos.applies === "yes") {
    const band = sos.compensationEur === null ? "" : `, with compensation of EUR ${sos.compensationEur} unless the airline proves extraordinary circumstances`;
    return `EC261 (Regulation (EC) No 261/2004) appears to apply${band}`;
  }
  if (sos.applies === "no") return "EC261 (Regulation (EC) No 261/2004) appears not to apply";
  return "whether EC261 (Regulation (EC) No 261/2004) applies depends on details the job does not give (where the flight left from, the airline, the arrival delay)";
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Rule 1: a disruption of a trip under way or booked gets passenger-rights advice, nothing else. */
export function composeSos(job: JobAnalysis, deps: DeskDeps): RouteFields {
  const sos = deps.sos.adviseForJob(toParsedJob(job));
  const kinds = job.notes.map((n) => KIND_WORDS[n]).filter((k): k is string => !!k);
  const what = kinds.length ? listLabel(kinds) : "a disruption";
  const flight = routeLabel(job);
  return {
    summary: `Flight disruption: ${what}${flight ? ` on the flight ${flight}` : ""}. ${capitalise(applies(sos))}; the advice is in sos. For a fuller assessment (distance band, reductions, right to care), use the passenger-rights desk at ${sos.endpoint}. The desk gives advice only: no claim has been filed and nothing has been booked.`,
    sos,
    nextSteps: [
      "Relay the advice in sos to the user; it is guidance, not legal advice.",
      "Tell the user to keep boarding passes, booking confirmations, receipts for meals and hotels, and the airline's written reason for the disruption.",
      `For the compensation band and care rights in detail, call the passenger-rights desk at ${sos.endpoint} with the flight, route and delay.`,
      "The user claims from the operating airline directly; the desk never files a claim.",
    ],
  };
}

/** Rule 7: no usable travel content: say what is missing and what to ask. */
/** A question for each place name the job leaves ambiguous ("Reading": England or Pennsylvania?). */
export function ambiguityQuestions(job: JobAnalysis): string[] {
  return job.ambiguous.map((name) => {
    const options = placeIndex()
      .candidates(nameKey(name))
      .filter((c) => c.kind !== "country")
      .slice(0, 3)
      .map((c) => `${c.name}${c.state ? `, ${c.state}` : ""} (${c.country})`);
    return options.length > 1
      ? `Which ${name} do you mean: ${options.join(" or ")}? Or is "${name}" not a place here?`
      : `Is "${name}" the place ${options[0] ?? name}, or something else here?`;
  });
}

export function composeClarify(job: JobAnalysis): RouteFields {
  const questions: string[] = [...ambiguityQuestions(job)];
  if (!job.origin && !job.destination) questions.push("Where are you travelling from, and where to?");
  if (!job.date) questions.push("On what date do you travel (and, for a return trip, on what date do you come back)?");
  if (job.passengers === null) questions.push("How many people are travelling, counting children and infants?");
  questions.push("Is this about planning a trip, a flight that was delayed or cancelled, or mobile data (an eSIM) abroad?");
  const lacking = job.missing.length ? ` (missing: ${listLabel(job.missing)})` : "";
  return {
    summary: `The desk found no travel request it can act on in this job${lacking}. Ask the user where they are going, from where, when and with how many people, then send the job again. Nothing has been booked.`,
    questions,
    nextSteps: ["Ask the user the questions in questions.", "Send run_travel_job again with the answers in one sentence, e.g. \"2 passengers from Warsaw to Prague on 2027-05-04\"."],
  };
}

import type { ElicitInputParams, PrimitiveSchemaDefinition } from "@modelcontextprotocol/server";
import type { DeskResult } from "@travel/shared";
import { z } from "zod";

// What the desk asks a 2026-07-28 client that can be asked, instead of guessing or answering "missing":
// only what the job's route needs, read from the desk result's own job.missing. Never a booking, a
// payment or anything the route does not use.

const AskedSchema = z.object({
  key: z.string().describe("The form field that carries the answer"),
  field: z.enum(["date", "travellers", "place"]).describe("What the answer fills: the outbound date, the head-count, or which of two namesakes"),
  name: z.string().optional().describe("For a place: the name the job leaves ambiguous"),
});
export type Asked = z.infer<typeof AskedSchema>;

/** What the sealed requestState carries between the question and the answer. */
export const AskStateSchema = z.object({
  job: z.string().describe("The job as first sent; the retry must send the same"),
  asked: z.array(AskedSchema).describe("The questions asked"),
});
export type AskState = z.infer<typeof AskStateSchema>;

// A head-count decides these routes (10 or more is a group, exactly 2 in the region is the supplier's).
const COUNTED_KINDS = new Set(["flights", "rail", "ferry", "stay"]);

/** The questions a result calls for: namesakes, a regional trip's date, the head-count of a trip it decides. */
export function questionsFor(result: DeskResult): Asked[] {
  const { job, route } = result;
  const asked: Asked[] = job.missing
    .filter((m) => m.startsWith("which "))
    .map((m, i) => ({ key: `place${i + 1}`, field: "place", name: m.slice("which ".length) }));
  if (route === "regional" && job.missing.includes("date")) asked.push({ key: "date", field: "date" });
  if (route === "search" && job.missing.includes("passengers") && COUNTED_KINDS.has(job.kind)) asked.push({ key: "travellers", field: "travellers" });
  return asked;
}

function fieldSchema(asked: Asked, questions: readonly string[]): PrimitiveSchemaDefinition {
  if (asked.field === "date") return { type: "string", format: "date", title: "Travel date", description: "The outbound date (YYYY-MM-DD) the regional supplier searches" };
  if (asked.field === "travellers") {
    return { type: "integer", minimum: 1, maximum: 999, title: "Travellers", description: "How many people travel, children and infants included: 10 or more is a group" };
  }
  const name = asked.name ?? "";
  const question = questions.find((q) => q.includes(name));
  return { type: "string", minLength: 1, maxLength: 100, title: `Which ${name}?`, description: question ?? `Which ${name} do you mean? Name it with its country, e.g. "${name}, England".` };
}

/** The form-mode elicitation for the questions: one flat object, every field required. */
export function askForm(asked: readonly Asked[], result: DeskResult): ElicitInputParams {
  const labels = asked.map((a) => (a.field === "place" ? `which ${a.name} you mean` : a.field === "date" ? "the travel date" : "how many people travel"));
  return {
    message: `To route this job the desk needs ${labels.join(" and ")}. It only advises: nothing will be booked or paid.`,
    requestedSchema: {
      type: "object",
      properties: Object.fromEntries(asked.map((a) => [a.key, fieldSchema(a, result.questions ?? [])])),
      required: asked.map((a) => a.key),
    },
  };
}

const DateAnswer = z.iso.date();
const CountAnswer = z.coerce.number().int().min(1).max(999);
// One line of plain text: a newline would let an answer write more of the job than it was asked for.
const PlaceAnswer = z.string().trim().min(1).max(100).regex(/^[^\p{Cc}]+$/u);

/** The job with each valid answer added as a `key: value` line the parser reads; an invalid answer adds nothing. */
export function answeredJob(state: AskState, answers: Record<string, unknown> | undefined): string {
  const lines = state.asked.flatMap((a) => {
    const value = answers?.[a.key];
    if (a.field === "date") return DateAnswer.safeParse(value).success ? [`date: ${String(value)}`] : [];
    if (a.field === "travellers") {
      const count = CountAnswer.safeParse(value);
      return count.success ? [`travellers: ${count.data}`] : [];
    }
    const place = PlaceAnswer.safeParse(value);
    return place.success ? [`${a.name}: ${place.data}`] : [];
  });
  return [state.job, ...lines].join("\n");
}

import { composeSos } from "./compose-advice.js";
import { defineRoute } from "./rule.js";

// Rule 1: a disruption of a trip under way or booked gets EC261 advice, nothing else.
export const sos = defineRoute({
  id: "sos",
  text: "a disruption of a trip under way or booked: EC261 advice only",
  words: "a disruption: the desk gives EC261 advice; these servers give flight-status evidence",
  takes: (_job, { intents }) => intents.disruption,
  compose: (job, deps) => composeSos(job, deps),
  label: () => "advice on a disrupted flight",
  category: () => "disruption",
});

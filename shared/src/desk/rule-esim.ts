import { composeEsim } from "./compose-aisle.js";
import { defineRoute } from "./rule.js";

// Rule 3: mobile data while travelling, and nothing else: eSIM servers from the aisle.
export const esim = defineRoute({
  id: "esim",
  text: "mobile data while travelling, and nothing else: ranked eSIM servers from the aisle",
  words: "mobile data while travelling: eSIM plans",
  takes: (_job, { intents }) => intents.mobileData,
  compose: (job, deps) => composeEsim(job, deps, "esim"),
  label: (job) => `mobile data${job.destination ? ` for ${job.destination.name}` : ""}`,
  category: () => "esim",
});

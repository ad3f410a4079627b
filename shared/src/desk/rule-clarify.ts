import { composeClarify } from "./compose-advice.js";
import { tripLabel } from "./describe.js";
import { defineRoute } from "./rule.js";

// Rule 7: no usable travel content: the questions to ask. It takes whatever no rule before it took.
export const clarify = defineRoute({
  id: "clarify",
  text: "no usable travel content: questions to ask",
  words: "not enough travel detail to route; ask the traveller where from, where to and when",
  takes: () => true,
  compose: (job) => composeClarify(job),
  label: tripLabel,
  category: () => null,
});

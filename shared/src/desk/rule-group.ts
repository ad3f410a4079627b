import { composeGroup } from "./compose-suppliers.js";
import { tripLabel } from "./describe.js";
import { GROUP_MIN_PASSENGERS } from "./route-job.js";
import { defineRoute } from "./rule.js";

// Rule 4: 10 or more travellers, whatever they ask for: the group-flight specialist, never a quote filed.
export const group = defineRoute({
  id: "group",
  text: "10 or more travellers: names the group-flight specialist and its install lines; never files request_group_quote",
  words: "a group of 10 or more travellers: group travel, which flight-search servers cannot book (they stop at 9 per booking)",
  takes: (_job, { passengers }) => passengers >= GROUP_MIN_PASSENGERS,
  compose: (job, deps) => composeGroup(job, deps),
  label: tripLabel,
  category: () => "group-travel",
});

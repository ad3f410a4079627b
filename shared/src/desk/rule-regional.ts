import { composeRegional } from "./compose-suppliers.js";
import { tripLabel } from "./describe.js";
import { KIND_CATEGORY } from "./kinds.js";
import { defineRoute } from "./rule.js";

// Rule 5: exactly 2 travellers, both ends in central and eastern Europe: the owned regional supplier.
export const regional = defineRoute({
  id: "regional",
  text: "exactly 2 travellers within central and eastern Europe: the owned regional supplier, live data or an honest DOWN",
  words: "2 travellers within central and eastern Europe: the desk asks its own regional supplier; the aisle's servers below are the fallback",
  takes: (job, { passengers, cee }) => passengers === 2 && !!job.origin && !!job.destination && cee.has(job.origin.country) && cee.has(job.destination.country),
  compose: (job, deps) => composeRegional(job, deps),
  label: tripLabel,
  category: (kind) => KIND_CATEGORY[kind],
});

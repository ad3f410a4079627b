import { composeSearch } from "./compose-aisle.js";
import { tripLabel } from "./describe.js";
import { KIND_CATEGORY } from "./kinds.js";
import type { Kind } from "@travel/parser";
import { defineRoute } from "./rule.js";

// Only the kind's own category: a car-hire job never gets flight servers in its place.
const category = (kind: Kind) => KIND_CATEGORY[kind];

// Rule 6: any other travel job with a place or a clear kind (a visa question, a currency conversion).
export const search = defineRoute({
  id: "search",
  text: "any other travel job with a place: ranked recommendations from the aisle with argument hints",
  words: "a search in the aisle for the job's kind",
  takes: (job) => !!job.origin || !!job.destination || (job.kind !== undefined && job.kind !== "unknown"),
  compose: (job, deps) => composeSearch(job, deps, category(job.kind)),
  label: tripLabel,
  category,
});

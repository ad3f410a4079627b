import aisleJson from "../../data/aisle.json" with { type: "json" };
import checksJson from "../../data/aisle-checks.json" with { type: "json" };
import evidenceJson from "../../data/evals-evidence.json" with { type: "json" };
import { parseAisleData, type AisleDataResult } from "./parse-aisle.js";

/**
 * The aisle shipped with the service (shared/data), validated and cross-checked. The server's bundles replace this
 * module with the result worked out when they are built (scripts/validated-aisle-plugin.mjs): the same data, checked
 * once per build instead of at every start, and a build of an invalid aisle fails.
 */
export function shippedAisleData(): AisleDataResult {
  return parseAisleData(aisleJson, evidenceJson, checksJson);
}

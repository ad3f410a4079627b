import type { Disruption } from "./schemas.js";

/** How a cited cause fares, and whether it excuses compensation (null: not settled either way). */
export interface ExtraordinaryFinding {
  claimed: boolean | null;
  assessment: "not-claimed" | "may-qualify" | "does-not-qualify" | "unclear" | "not-applicable";
  note: string;
  excusesCompensation: boolean | null;
}

// Causes the CJEU and national bodies have treated as extraordinary (Art. 5(3), recital 14) ...
const QUALIFYING = /weather|storm|snow|\bice\b|icing|fog|thunder|lightning|hurricane|typhoon|volcan|ash cloud|air[- ]traffic[- ]control|\bATC\b|airspace|security|terror|bomb|bird ?strike|political|unrest|airport (?:was )?closed|drone/i;
// ... and ones they have not: technical faults found in normal operation (C-549/07 Wallentin-Hermann,
// C-257/14 van der Lans), the airline's own staff striking, overbooking, crew shortages.
const NOT_QUALIFYING = /technical|mechanical|engine|maintenance|\bfault|defect|broken|crew shortage|staff shortage|lack of (?:crew|staff)|(?:crew|pilots?'?|cabin crew|staff|employees'?|airline'?s?) strikes?|overbook/i;

/** What kind of cause the airline gave, from its words. */
export function classifyCause(cause: string | null): "qualifying" | "non-qualifying" | "unclear" | null {
  if (!cause) return null;
  const q = QUALIFYING.test(cause);
  const n = NOT_QUALIFYING.test(cause);
  if (q && !n) return "qualifying";
  if (n && !q) return "non-qualifying";
  return "unclear";
}

const PROOF = "The airline must prove the circumstances were extraordinary and could not have been avoided even if all reasonable measures had been taken (Art. 5(3)).";

/** Art. 5(3): extraordinary circumstances excuse compensation (never care) for cancellations and delays. */
export function assessExtraordinary(disruption: Disruption | null, extraordinary: boolean | null, cause: string | null): ExtraordinaryFinding {
  const kind = classifyCause(cause);
  const claimed = extraordinary ?? (kind === "qualifying" ? true : null);
  if (disruption === "denied-boarding") {
    return { claimed, assessment: "not-applicable", excusesCompensation: false, note: "Art. 4(3) gives denied-boarding compensation with no extraordinary-circumstances exemption; boarding refused for reasonable grounds (health, safety, security, inadequate travel documents) is not denied boarding (Art. 2(j))." };
  }
  if (kind === "non-qualifying") {
    return { claimed, assessment: "does-not-qualify", excusesCompensation: false, note: `"${cause}" is not an extraordinary circumstance: technical problems found in normal operation (C-549/07 Wallentin-Hermann, C-257/14 van der Lans) and strikes by the airline's own staff generally do not excuse compensation.` };
  }
  if (claimed === true) {
    return { claimed, assessment: "may-qualify", excusesCompensation: true, note: `${cause ? `"${cause}"` : "The cited cause"} can be an extraordinary circumstance (weather that makes flying unsafe, air-traffic-control strikes, security risks, bird strikes). ${PROOF} Care is owed regardless.` };
  }
  if (claimed === false) {
    return { claimed, assessment: "not-claimed", excusesCompensation: false, note: `The airline does not cite extraordinary circumstances. ${PROOF}` };
  }
  return { claimed: null, assessment: "unclear", excusesCompensation: null, note: `${cause ? `Whether "${cause}" is extraordinary is unclear. ` : "The cause is not known. "}${PROOF} Technical faults do not qualify (C-549/07 Wallentin-Hermann).` };
}

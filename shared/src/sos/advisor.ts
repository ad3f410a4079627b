import type { SosAdvisorPort } from "../desk/deps.js";
import type { Config } from "../schemas/config.js";
import { EC261_NAME, type DeskSos } from "../schemas/desk-result.js";
import type { SosAdvice } from "./schemas.js";
import { assessEc261 } from "./ec261.js";
import { resolveTextCase } from "./resolve-case.js";

/** Where the passenger-rights side desk is mounted; the desk's sos answer points there. */
export const SOS_DESK_PATH = "/sos-mcp";

/** The EC261 advisor as the desk's sos route uses it: the same engine as /sos-mcp, in the desk's shape. */
export function createSosAdvisor(config: Config): SosAdvisorPort {
  return {
    adviseForJob: (job) => toDeskSos(assessEc261(resolveTextCase(job.text, job)), config.baseUrl),
  };
}

/** Condenses the full assessment into the desk result's `sos` field. */
export function toDeskSos(advice: SosAdvice, baseUrl: string): DeskSos {
  const endpoint = `${baseUrl}${SOS_DESK_PATH}`;
  const c = advice.compensation;
  const lines = [
    advice.scope.reason,
    c.status === "owed" && c.amountEur !== null ? `Compensation: ${c.amountEur} EUR per passenger. ${c.reason}` : `Compensation: ${c.status === "not-owed" ? "none" : "depends"}. ${c.reason}`,
    ...c.conditions,
    `Right to care: ${advice.care.status}. ${advice.care.reason}`,
    `Refund or re-routing: ${advice.reimbursementOrRerouting.status}. ${advice.reimbursementOrRerouting.reason}`,
    ...advice.askTheAirlineFor.map((a) => `Ask the airline for: ${a}`),
    `Keep as evidence: ${advice.evidenceToKeep.join(" ")}`,
    advice.claimDeadline.rule,
    ...(advice.scope.uk261 ? [advice.scope.uk261] : []),
    ...(advice.missing.length ? [`To sharpen this, tell ${endpoint}: ${advice.missing.join("; ")}.`] : []),
    `For the full assessment, POST the disruption to ${endpoint} (MCP tool assess_disruption, or REST {"job": "..."}). Nothing has been filed or bought; this is not legal advice.`,
  ];
  return {
    regulation: EC261_NAME,
    endpoint,
    applies: advice.applies,
    compensationEur: c.status === "owed" ? c.amountEur : null,
    advice: lines,
    claimFiled: false,
    notLegalAdvice: true,
  };
}

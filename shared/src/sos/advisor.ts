import type { SosAdvisorPort } from "../desk/deps.js";
import type { Config } from "../schemas/config.js";
import { EC261_NAME } from "../schemas/desk-result.js";

// STUB (owned by the side-desks issue).
/** The EC261 advisor as the desk's sos route uses it. */
export function createSosAdvisor(config: Config): SosAdvisorPort {
  return {
    adviseForJob: () => ({ regulation: EC261_NAME, endpoint: `${config.baseUrl}/sos-mcp`, applies: "unknown", compensationEur: null, advice: [], claimFiled: false, notLegalAdvice: true }),
  };
}

import type { Catalogue } from "../catalogue/catalogue.js";
import type { GroupSpecialistPort } from "../desk/deps.js";
import type { Config } from "../schemas/config.js";

// STUB (owned by the suppliers issue).
/** The group-flight specialist from configuration, or by default the aisle's best group-travel listing. */
export function createGroupSpecialist(config: Config, catalogue: Catalogue, now: () => Date): GroupSpecialistPort {
  void config;
  void catalogue;
  return {
    report: async () => ({ role: "group-flight-specialist", name: "group-specialist", url: "https://example.invalid/mcp", status: "DOWN", reason: "not configured", checkedAt: now().toISOString() }),
    installLines: () => [],
  };
}

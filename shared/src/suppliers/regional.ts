import type { Config } from "../schemas/config.js";
import type { RegionalSupplierPort } from "../desk/deps.js";

// STUB (owned by the suppliers issue).
export interface RegionalSupplierOptions {
  config: Config;
  now: () => Date;
}

export type RegionalSupplierResult = { ok: true; supplier: RegionalSupplierPort } | { ok: false; error: string };

/** The owned regional supplier; refuses (error value) a configured tool name that books or pays. */
export function createRegionalSupplier(options: RegionalSupplierOptions): RegionalSupplierResult {
  const { now } = options;
  const report = () => ({
    role: "regional" as const, name: "regional-supplier", url: "not configured", status: "DOWN" as const,
    reason: "not configured: REGIONAL_SUPPLIER_URL is unset", checkedAt: now().toISOString(),
  });
  return { ok: true, supplier: { search: async () => report(), lastStatus: () => null } };
}

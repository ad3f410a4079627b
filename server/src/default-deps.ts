import type { Config, DeskDeps } from "@travel/shared";

/** Builds the real desk dependencies from configuration; a refused setting is an error value. */
export async function createDefaultDeskDeps(config: Config): Promise<{ ok: true; deps: DeskDeps } | { ok: false; error: string }> {
  const now = () => new Date();
  const notConfigured = () => ({
    role: "regional" as const, name: "regional-supplier", url: "not configured", status: "DOWN" as const,
    reason: "not configured: REGIONAL_SUPPLIER_URL is unset", checkedAt: now().toISOString(),
  });
  return {
    ok: true,
    deps: {
      config,
      now,
      regional: { search: async () => notConfigured(), lastStatus: () => null },
      groupSpecialist: {
        report: () => ({ role: "group-flight-specialist", name: "group-specialist", url: "https://example.invalid/mcp", status: "DOWN", reason: "not configured", checkedAt: now().toISOString() }),
        installLines: () => [],
      },
      catalogue: { recommend: () => [] },
      sos: {
        adviseForJob: () => ({ regulation: "EC261 (Regulation (EC) No 261/2004)", endpoint: `${config.baseUrl}/sos-mcp`, applies: "unknown", compensationEur: null, advice: [], claimFiled: false, notLegalAdvice: true }),
      },
    },
  };
}

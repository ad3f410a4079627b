import { parse } from "tldts";
import type { Catalogue } from "../catalogue/catalogue.js";
import { buildAllInstallLines } from "../catalogue/install-lines.js";
import type { GroupSpecialistPort } from "../desk/deps.js";
import type { Config } from "../schemas/config.js";
import type { SupplierReport } from "../schemas/desk-result.js";
import { isAddressHost, type FetchFn } from "./apex.js";
import { createHealthCache } from "./health-cache.js";
import { displayUrl, redactUrls } from "../schemas/display-url.js";
import { connectMcp } from "./mcp-connect.js";

/** The seed entry used when neither configuration nor the aisle names a group-flight specialist. */
export const DEFAULT_GROUP_SPECIALIST = { name: "easygroupflights", url: "https://mcp.easygroupflights.com/mcp" } as const;

/**
 * Which specialist the desk names: configuration first, then the aisle's best group-travel listing,
 * then the seed entry. The URL is the one shown (install lines, documents, results): without
 * credentials or query string; the probe alone uses the configured one.
 */
export function chooseGroupSpecialist(config: Config, catalogue: Pick<Catalogue, "recommend">): { name: string; url: string } {
  const { name, url } = config.groupSpecialist;
  if (url) return { name: name ?? nameFromUrl(url), url: displayUrl(url) };
  const best = catalogue.recommend("group-travel", "group flights", 1)[0];
  if (best?.url) return { name: name ?? best.slug, url: best.url };
  return { name: name ?? DEFAULT_GROUP_SPECIALIST.name, url: DEFAULT_GROUP_SPECIALIST.url };
}

/**
 * The external group-flight specialist. The desk names it and gives its install lines; it never
 * calls its tools. Its status is an MCP `initialize` (cached for SUPPLIER_HEALTH_TTL_MS, one probe
 * in flight at a time); the client is closed right after, nothing else is sent.
 */
export function createGroupSpecialist(config: Config, catalogue: Pick<Catalogue, "recommend">, now: () => Date, fetchFn?: FetchFn): GroupSpecialistPort {
  const { name, url } = chooseGroupSpecialist(config, catalogue);
  const probeUrl = config.groupSpecialist.url ?? url;
  const budgetMs = config.supplierTimeoutMs;
  const fetchImpl: FetchFn = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const health = createHealthCache<{ ok: true } | { ok: false; reason: string }>({
    ttlMs: config.supplierHealthTtlMs,
    now,
    probe: async () => {
      const connection = await connectMcp(probeUrl, {
        fetch: fetchImpl,
        signal: AbortSignal.timeout(budgetMs),
        deadline: Date.now() + budgetMs,
        budgetMs,
        clientInfo: { name: config.deskServerName, version: config.version },
      });
      if (!connection.ok) return { ok: false, reason: `initialize failed: ${connection.reason}` };
      await connection.close();
      return { ok: true };
    },
  });
  // The API tool blocks may pre-approve only the specialist's safe tools (search and quote, from its aisle
  // listing); a specialist the aisle does not know gets none, so OpenAI asks before every call.
  const allowedTools = catalogue.recommend("group-travel", "", 100).find((l) => l.url === url)?.safeTools ?? [];
  const lines = buildAllInstallLines({ name, url, tokenEnv: config.groupSpecialist.tokenEnv, ...(allowedTools.length ? { allowedTools } : {}) });

  return {
    report: async (): Promise<SupplierReport> => {
      const lease = await health.acquire();
      lease.release();
      const base = { role: "group-flight-specialist" as const, name, url, checkedAt: lease.checkedAt.toISOString(), ...(lease.reused ? { cached: true } : {}) };
      return lease.value.ok ? { ...base, status: "live" } : { ...base, status: "DOWN", reason: redactUrls(lease.value.reason) };
    },
    installLines: () => lines.map((line) => ({ ...line })),
  };
}

function nameFromUrl(url: string): string {
  const host = new URL(url).hostname;
  return isAddressHost(host) ? host : parse(host).domainWithoutSuffix || host;
}

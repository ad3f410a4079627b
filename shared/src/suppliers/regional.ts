import { FORBIDDEN_TOOL_PATTERN, type Config } from "../schemas/config.js";
import type { SupplierReport } from "../schemas/desk-result.js";
import type { RegionalQuery, RegionalSupplierPort } from "../desk/deps.js";
import { checkApex, deriveApexUrl, type FetchFn } from "./apex.js";
import { createHealthCache, type HealthLease } from "./health-cache.js";
import { displayUrl, redactUrls } from "../schemas/display-url.js";
import { connectMcp, type McpConnection } from "./mcp-connect.js";
import { callSupplierTool } from "./tool-call.js";

export interface RegionalSupplierOptions {
  config: Config;
  now: () => Date;
  /** Used for the apex GET and by the MCP transport; defaults to globalThis.fetch. */
  fetch?: FetchFn;
}

/** The regional supplier port plus `close()`, which releases the cached MCP client. */
export interface RegionalSupplier extends RegionalSupplierPort {
  close(): void;
}

export type RegionalSupplierResult = { ok: true; supplier: RegionalSupplier } | { ok: false; error: string };

/** The cached health: apex + initialize, holding the initialized client while it is fresh. */
type RegionalHealth = McpConnection;

const ROLE = "regional" as const;
const BACKSTOP_MS = 100;

/**
 * The owned regional supplier (docs/DESIGN.md section 7). What is cached and what is not:
 * - cached (for SUPPLIER_HEALTH_TTL_MS, one probe in flight shared by every concurrent job): the
 *   health, i.e. the apex GET and the MCP `initialize`, together with the initialized client;
 * - per job, never cached: the `tools/call` with that job's arguments, on the shared client.
 * Each job has one budget of SUPPLIER_TIMEOUT_MS for waiting on the probe plus its own call.
 * A configured tool name that books or pays is refused here, so start-up fails with the message.
 */
export function createRegionalSupplier(options: RegionalSupplierOptions): RegionalSupplierResult {
  const { config, now } = options;
  const { url, tool } = config.regionalSupplier;
  if (FORBIDDEN_TOOL_PATTERN.test(tool)) {
    return {
      ok: false,
      error: `REGIONAL_SUPPLIER_TOOL '${tool}' is refused: the desk never calls a supplier tool whose name matches ${FORBIDDEN_TOOL_PATTERN.source} (it searches and quotes, never books or pays). Set it to the supplier's search tool, e.g. search_trips.`,
    };
  }
  let last: SupplierReport | null = null;
  const remember = (report: SupplierReport): SupplierReport => {
    // Status pages get the status, not the last traveller's offers.
    const { data: _data, ...status } = report;
    last = status;
    return report;
  };
  const lastStatus = () => last;

  if (!url) {
    const report = (): SupplierReport => ({ role: ROLE, name: "regional-supplier", url: "not configured", status: "DOWN", reason: "not configured: REGIONAL_SUPPLIER_URL is unset", checkedAt: now().toISOString() });
    return { ok: true, supplier: { search: async () => remember(report()), lastStatus, close: () => {} } };
  }

  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const budgetMs = config.supplierTimeoutMs;
  const apexUrl = config.regionalSupplier.apex ?? deriveApexUrl(url);
  const clientInfo = { name: config.deskServerName, version: config.version };
  const fallbackName = new URL(url).host;
  // The configured URL is only ever used to connect; what callers see has no credentials or query.
  const shownUrl = displayUrl(url);

  const health = createHealthCache<RegionalHealth>({
    ttlMs: config.supplierHealthTtlMs,
    now,
    probe: async () => {
      const signal = AbortSignal.timeout(budgetMs);
      const deadline = Date.now() + budgetMs;
      const apex = await checkApex(apexUrl, fetchFn, signal, budgetMs);
      if (!apex.ok) return apex;
      const connection = await connectMcp(url, { fetch: fetchFn, signal, deadline, budgetMs, clientInfo });
      return connection.ok ? connection : { ok: false, reason: `initialize failed: ${connection.reason}` };
    },
    dispose: (h) => (h.ok ? h.close() : undefined),
  });

  const report = (fields: { status: "live"; data: Record<string, unknown> } | { status: "DOWN"; reason: string; checkedAt?: Date; cached?: boolean }, name?: string | null): SupplierReport => {
    const base = { role: ROLE, name: name ?? fallbackName, url: shownUrl };
    if (fields.status === "live") return { ...base, status: "live", checkedAt: now().toISOString(), data: fields.data };
    return { ...base, status: "DOWN", reason: redactUrls(fields.reason), checkedAt: (fields.checkedAt ?? now()).toISOString(), ...(fields.cached ? { cached: true } : {}) };
  };

  const search = async (query: RegionalQuery): Promise<SupplierReport> => {
    const signal = AbortSignal.timeout(budgetMs);
    const deadline = Date.now() + budgetMs;
    // The probe runs on its own budget, which started no later than this job's, so it settles first
    // and its reason names the failed step; the backstop only bounds the wait should it not.
    const lease = await withinBudget(health.acquire(), AbortSignal.timeout(budgetMs + BACKSTOP_MS));
    if (!lease) return remember(report({ status: "DOWN", reason: `timeout: the supplier probe gave no answer within ${budgetMs} ms` }));
    try {
      const h = lease.value;
      if (!h.ok) return remember(report({ status: "DOWN", reason: h.reason, checkedAt: lease.checkedAt, cached: lease.reused }));
      const outcome = await callSupplierTool(h.client, tool, toolArguments(query), { signal, deadline, budgetMs });
      if (outcome.ok) return remember(report({ status: "live", data: outcome.data }, h.serverName));
      // A hung or broken connection must not be reused; a tool's own error says nothing about it.
      if (outcome.kind === "timeout" || outcome.kind === "failed") health.invalidate(h);
      return remember(report({ status: "DOWN", reason: outcome.reason }, h.serverName));
    } finally {
      lease.release();
    }
  };

  return { ok: true, supplier: { search, lastStatus, close: () => health.close() } };
}

/** `{ origin, destination, date, passengers }` for the search tool; a missing date is left out rather than sent as null. */
function toolArguments(query: RegionalQuery): Record<string, unknown> {
  return { origin: query.origin, destination: query.destination, ...(query.date ? { date: query.date } : {}), passengers: query.passengers };
}

/** The lease, or null when the job's budget ran out first (the lease is then released when it comes). */
function withinBudget<T>(pending: Promise<HealthLease<T>>, signal: AbortSignal): Promise<HealthLease<T> | null> {
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(null);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    pending.then(
      (lease) => {
        signal.removeEventListener("abort", onAbort);
        if (signal.aborted) lease.release();
        else resolve(lease);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

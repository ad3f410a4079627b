import { loadConfig, type DeskDeps, type RegionalQuery, type SlimListing, type SupplierReport } from "@travel/shared";
import { JOB_TABLE_NOW } from "@travel/workbench";

/** The fake clock: the day the job tables were written against, so their relative dates hold. */
export const NOW = JOB_TABLE_NOW;

export interface FakeCalls {
  regional: RegionalQuery[];
  groupReports: number;
  recommend: { category: string; query: string; limit: number }[];
  sos: number;
}

function listing(slug: string, category: string): SlimListing {
  return { slug, name: `${slug} server`, category, url: `https://${slug}.example/mcp`, usefulness: 4, safeTools: ["search"] };
}

/** Plain-object ports that record their calls; `regional` answers live or DOWN as asked. */
export function fakeDeps(options: { regional?: "live" | "DOWN" | "throws"; groupDown?: boolean; emptyAisle?: boolean; env?: Record<string, string> } = {}): { deps: DeskDeps; calls: FakeCalls } {
  const loaded = loadConfig({ BASE_URL: "http://127.0.0.1:8787", ...options.env });
  if (!loaded.ok) throw new Error("bad test config");
  const calls: FakeCalls = { regional: [], groupReports: 0, recommend: [], sos: 0 };
  const checkedAt = NOW.toISOString();
  const deps: DeskDeps = {
    config: loaded.config,
    now: () => NOW,
    regional: {
      search: async (query) => {
        calls.regional.push(query);
        if (options.regional === "throws") throw new Error("socket hang up");
        const base = { role: "regional" as const, name: "fake-regional", url: "http://127.0.0.1:9/mcp", checkedAt };
        const report: SupplierReport =
          options.regional === "live"
            ? { ...base, status: "live", data: { offers: [{ id: "OFFER-1", from: query.origin, to: query.destination }] } }
            : { ...base, status: "DOWN", reason: "apex answers 301 (not live yet)" };
        return report;
      },
      lastStatus: () => null,
    },
    groupSpecialist: {
      report: async () => {
        calls.groupReports++;
        const base = { role: "group-flight-specialist" as const, name: "fake-groups", url: "https://groups.example/mcp", checkedAt };
        return options.groupDown ? { ...base, status: "DOWN" as const, reason: "initialize timed out" } : { ...base, status: "live" as const };
      },
      installLines: () => [
        { client: "claude", server: "fake-groups", url: "https://groups.example/mcp", format: "command", where: "terminal", text: "claude mcp add --transport http fake-groups https://groups.example/mcp --header \"Authorization: Bearer ${GROUP_SPECIALIST_TOKEN}\"", secret: { env: "GROUP_SPECIALIST_TOKEN", keptIn: "~/.claude/.env" } },
      ],
    },
    catalogue: {
      recommendForJob: (category, job, limit) => {
        calls.recommend.push({ category, query: job.text, limit });
        return options.emptyAisle ? [] : [listing(`${category}-one`, category), listing(`${category}-two`, category)].slice(0, limit);
      },
    },
    sos: {
      adviseForJob: () => {
        calls.sos++;
        return { regulation: "EC261 (Regulation (EC) No 261/2004)", endpoint: "http://127.0.0.1:8787/sos-mcp", applies: "unknown", compensationEur: null, advice: ["Ask the airline for care."], claimFiled: false, notLegalAdvice: true };
      },
    },
  };
  return { deps, calls };
}

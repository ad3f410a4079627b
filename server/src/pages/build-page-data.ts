import { buildDocuments, bundledDeskEvalPack } from "@travel/discovery";
import { CLIENT_GUIDANCE, CATEGORIES, buildAllInstallLines, buildHermesConfig } from "@travel/shared";
import type { AppContext } from "../context/app-context.js";
import { discoveryInput } from "../http/discovery-routes.js";
import type { PageData } from "./page-data.js";

/** Gathers what does not change while the service runs: install lines, the aisle, the eval pack, the documents. */
export function buildStaticPageData(ctx: AppContext): Omit<PageData, "supplier"> {
  const { config, catalogue } = ctx;
  const deskUrl = `${config.baseUrl}/desk`;
  const catalogueUrl = `${config.baseUrl}/mcp`;
  const aisle = catalogue.listings.map((listing) => ({
    slug: listing.slug,
    name: listing.name,
    category: listing.category,
    usefulness: catalogue.evals[listing.slug]?.usefulness ?? 0,
    safeTools: listing.safeTools,
    sideEffects: [...new Set(listing.tools.map((t) => t.sideEffect))].sort(),
    checkedAt: listing.checkedAt,
    status: listing.status,
    lastCheckedAt: listing.lastCheckedAt,
  }));
  aisle.sort((a, b) => b.usefulness - a.usefulness || a.slug.localeCompare(b.slug));
  const pack = readPack(bundledDeskEvalPack());
  return {
    name: config.deskServerName,
    version: config.version,
    baseUrl: config.baseUrl,
    guidance: CLIENT_GUIDANCE,
    desk: { name: config.deskServerName, url: deskUrl, install: buildAllInstallLines({ name: config.deskServerName, url: deskUrl }) },
    catalogue: { name: config.catalogueServerName, url: catalogueUrl, install: buildAllInstallLines({ name: config.catalogueServerName, url: catalogueUrl }) },
    together: { hermes: buildHermesConfig([{ name: config.deskServerName, url: deskUrl }, { name: config.catalogueServerName, url: catalogueUrl }]) },
    aisle,
    categories: CATEGORIES.filter((c) => aisle.some((row) => row.category === c)),
    deskEvals: pack.cases,
    deskEvalsAt: pack.at,
    documents: buildDocuments({ ...discoveryInput(ctx), getEndpoints: [] }).map((d) => ({ path: d.path, title: d.title })),
  };
}

interface PackCase {
  id: string;
  score: number;
  checks: { passed: boolean }[];
}

/** The committed eval pack, reduced to what the chart shows; an absent pack shows no chart. */
function readPack(text: string | null): { cases: PageData["deskEvals"]; at: string | null } {
  if (!text) return { cases: [], at: null };
  const pack = JSON.parse(text) as { generatedAt?: string; cases?: PackCase[] };
  const cases = (pack.cases ?? []).map((c) => ({ id: c.id, score: c.score, checks: c.checks.length, passed: c.checks.filter((k) => k.passed).length }));
  return { cases, at: pack.generatedAt ?? null };
}

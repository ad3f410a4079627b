import type { Catalogue, Config } from "@travel/shared";
import { CLIENT_GUIDANCE, RANKING_POLICY, SEARCH_WEIGHTS, USEFULNESS_RUBRIC, buildInstallSteps, catalogueTools, runTravelJobTool } from "@travel/shared";
import type { DocumentEntry } from "./document.js";
import { LONG_DESCRIPTION, MEDIA } from "./service-text.js";
import { serviceUrls } from "./urls.js";

/** The catalogue's documents, built once from the loaded aisle: listings (full), evals (slug -> eval), for-agents. */
export function buildCatalogueDocuments(config: Config, catalogue: Catalogue): DocumentEntry[] {
  const urls = serviceUrls(config);
  const found = catalogue.search({ limit: catalogue.listings.length });
  const ranked = found.ok ? found.items.map((i) => catalogue.slim(i.listing)) : [];
  return [
    {
      path: "/data/listings.json",
      contentType: MEDIA.json,
      title: "Every listing in the aisle, in full: tools with derived side effects, safe tools, sources, what is unconfirmed",
      body: catalogue.listings,
    },
    {
      path: "/data/evals.json",
      contentType: MEDIA.json,
      title: "Eval of every listing (slug -> purpose tests, usefulness with rubric inputs and breakdown, alternatives)",
      body: catalogue.evals,
    },
    {
      path: "/data/search-weights.json",
      contentType: MEDIA.json,
      title: "Every weight, word list and rule the aisle's search uses, so anyone can recompute every order",
      body: SEARCH_WEIGHTS,
    },
    {
      path: "/data/excluded.json",
      contentType: MEDIA.json,
      title: "Servers of the research seed left out of the aisle, each with the reason",
      body: {
        note: "These servers were researched but are not listed: nobody could install them from what their sources show. get_eval and get_install answer with the same reason.",
        seed: catalogue.seed,
        excluded: catalogue.excluded,
      },
    },
    {
      path: "/data/for-agents.json",
      contentType: MEDIA.json,
      title: "For agents: the desk (what it is, how to install it and the catalogue, guidance, ranking policy), then every listing, slim",
      body: {
        desk: {
          name: config.deskServerName,
          what: LONG_DESCRIPTION,
          endpoint: urls.desk,
          transport: "streamable-http",
          auth: "none",
          tool: runTravelJobTool.name,
          rest: { method: "POST", url: urls.desk, contentType: "application/json", body: { job: "string" } },
          install: buildInstallSteps(config),
          installLines: urls.install,
          catalogue: { endpoint: urls.catalogue, tools: catalogueTools.map((t) => t.name), registry: urls.registry },
          guidance: [...CLIENT_GUIDANCE],
          rankingPolicy: RANKING_POLICY,
          usefulnessRubric: USEFULNESS_RUBRIC,
          aisle: { listings: catalogue.listings.length, assembledOn: catalogue.assembledOn, full: urls.listings, evals: urls.evals },
        },
        items: ranked,
      },
    },
  ];
}

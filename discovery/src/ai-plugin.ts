import type { Config } from "@travel/shared";
import { LONG_DESCRIPTION, POLICY } from "./service-text.js";
import { serviceUrls } from "./urls.js";

// logo_url and contact_email are left out rather than invented: the service has neither.
/** /.well-known/ai-plugin.json: the legacy OpenAI plugin manifest over /openapi.json. */
export function buildAiPlugin(config: Config) {
  const urls = serviceUrls(config);
  return {
    schema_version: "v1",
    name_for_human: "Travel desk",
    name_for_model: "travel_desk",
    description_for_human: "Advice for travel jobs: which supplier or MCP server to use. Never books or pays.",
    description_for_model:
      `${LONG_DESCRIPTION} Call run_travel_job with {"job": "<the travel job in plain language>"} and relay the summary and nextSteps. ` +
      `Follow the guidance list in every result. ${POLICY}`,
    auth: { type: "none" },
    api: { type: "openapi", url: urls.openapi, is_user_authenticated: false },
    legal_info_url: urls.home,
  };
}

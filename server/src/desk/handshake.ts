import { runTravelJobTool, type Config } from "@travel/shared";
import { mcpHandshake } from "../http/handshake.js";

/** GET /desk: what this endpoint is and how to call it, in one JSON document. */
export function buildDeskHandshake(config: Config) {
  const base = config.baseUrl;
  return {
    ...mcpHandshake(config, { name: config.deskServerName, path: "/desk", tools: [runTravelJobTool.name] }),
    rest: {
      method: "POST",
      url: `${base}/desk`,
      contentType: "application/json",
      body: { job: "string" },
      example: { job: "2 passengers from Warsaw to Prague on 4 May 2027" },
    },
    policy: "Advisory only: never books, never pays, never files a group quote.",
    docs: {
      openapi: `${base}/openapi.json`,
      llms: `${base}/llms.txt`,
      llmsFull: `${base}/llms-full.txt`,
      serverJson: `${base}/server.json`,
      catalogue: `${base}/mcp`,
      install: `${base}/data/install.json`,
    },
  };
}

import type { Config } from "@travel/shared";
import type { SideDesk } from "../../context/side-desk.js";
import { mcpHandshake } from "../../http/handshake.js";

/** A side desk's MCP server name: the desk's, then its own. */
export function sideDeskServerName(config: Config, desk: Pick<SideDesk, "name">): string {
  return `${config.deskServerName}-${desk.name}`;
}

/** GET on a side desk: what it is and how to call it over MCP or REST, in one JSON document. */
export function buildSideDeskHandshake(config: Config, desk: SideDesk) {
  const base = config.baseUrl;
  return {
    ...mcpHandshake(config, { name: sideDeskServerName(config, desk), path: desk.path, tools: [desk.tool.name] }),
    rest: { method: "POST", url: `${base}${desk.path}`, contentType: "application/json", body: desk.handshake.body, example: desk.handshake.example },
    policy: desk.handshake.policy,
    docs: { openapi: `${base}/openapi.json`, llms: `${base}/llms.txt`, desk: `${base}/desk` },
  };
}

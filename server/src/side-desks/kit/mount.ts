import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Hono } from "hono";
import type { AppContext } from "../../context/app-context.js";
import { directToolCallsFor } from "../../http/direct-tool-call.js";
import { createModernHandler } from "../../http/modern-handler.js";
import { mountEndpoint } from "../../http/mount-endpoint.js";
import { StatelessMcpMux } from "../../http/stateless-mux.js";
import { buildSideDeskHandshake, sideDeskServerName } from "./handshake.js";

/** Mounts every side desk of the app, each one McpServer plus REST on one path, through mountEndpoint. */
export async function mountSideDesks(app: Hono, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const env = { config, now: ctx.desk.now, runDesk: ctx.runDesk };
  for (const desk of ctx.sideDesks) {
    const { binding, register, rest } = desk.build(env);
    const identity = { info: { name: sideDeskServerName(config, desk), title: desk.title, version: config.version }, instructions: desk.instructions };
    const build = () => {
      const server = new McpServer(identity.info, { capabilities: { tools: {} }, instructions: identity.instructions });
      register(server);
      return server;
    };
    mountEndpoint(app, config, {
      path: desk.path,
      mcp: StatelessMcpMux.deferred(build, ctx.onError),
      modern: createModernHandler({ ...identity, tools: [binding] }, ctx.onError),
      direct: directToolCallsFor(ctx, [binding], { info: identity.info }),
      rest,
      describe: () => buildSideDeskHandshake(config, desk),
    });
  }
}

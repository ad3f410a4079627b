import { serve, type ServerType } from "@hono/node-server";
import { serveNode, type AppDeps } from "@travel/server";
import type { Config, DeskDeps } from "@travel/shared";
import { buildApp, configFrom, type AppOverrides } from "@travel/workbench";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";

/**
 * Tests never reach the internet: by default the group-flight specialist points at a closed loopback
 * port (its reachability check then fails fast and honestly) instead of the real public server.
 */
const OFFLINE_DEFAULTS = { BASE_URL: "http://127.0.0.1:8787", GROUP_SPECIALIST_NAME: "easygroupflights", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp" };

/** A configuration as main.ts would read it from `env` (defaults for everything else), offline. */
export function testConfig(env: Record<string, string> = {}): Config {
  return configFrom({ ...OFFLINE_DEFAULTS, ...env });
}

/** The real app on the real dependencies, offline, with optional overrides of the desk's ports. */
export function buildTestApp(options: { env?: Record<string, string> } & AppOverrides = {}): Promise<{ app: Hono; deps: AppDeps }> {
  return buildApp({ ...OFFLINE_DEFAULTS, ...options.env }, options);
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Serves an app on 127.0.0.1 on a free port. */
export async function listen(app: Hono): Promise<RunningServer> {
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** Builds the app with a BASE_URL that matches the port it is served on. */
export async function startTestServer(options: { env?: Record<string, string>; desk?: Partial<DeskDeps> } = {}): Promise<RunningServer & { deps: AppDeps }> {
  // Reserve a port first so BASE_URL (and every document) names the real address.
  const probe = await listen((await buildTestApp(options)).app);
  const port = probe.port;
  await probe.close();
  const { app, deps } = await buildTestApp({ ...options, env: { BASE_URL: `http://127.0.0.1:${port}`, PORT: String(port), ...options.env } });
  // Served as main.ts serves it: the same deadlines and connection policy.
  const server: ServerType = await new Promise((resolve) => {
    const s = serveNode({ fetch: app.fetch, config: { ...deps.config, host: "127.0.0.1", port }, onListen: () => resolve(s) });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** POST JSON to the app without opening a port. */
export function postJson(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** Headers an MCP client sends on POST. */
export const MCP_HEADERS = { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" } as const;

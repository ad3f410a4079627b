import type { Config } from "@travel/shared";
import { isLoopbackHost, withoutTrailingSlashes } from "@travel/shared";
import type { Context } from "hono";
import { problemResponse } from "./problem.js";

// Mcp-Method and Mcp-Name: the request metadata headers of revision 2026-07-28.
const ALLOW_HEADERS = "Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Last-Event-ID";
const EXPOSE_HEADERS = "Mcp-Session-Id, Mcp-Protocol-Version";

/** True when a browser at `origin` may call the MCP endpoints under this configuration. */
export function isOriginAllowed(origin: string, allowed: Config["allowedOrigins"]): boolean {
  if (allowed === "*") return true;
  if (allowed === "loopback") {
    try {
      const url = new URL(origin);
      return (url.protocol === "http:" || url.protocol === "https:") && isLoopbackHost(url.hostname);
    } catch {
      return false;
    }
  }
  return allowed.includes(withoutTrailingSlashes(origin));
}

function hostName(hostHeader: string): string {
  const bracketed = /^\[([^\]]+)\]/.exec(hostHeader);
  if (bracketed) return bracketed[1]!;
  return hostHeader.split(":")[0] ?? "";
}

/** A route's handler: what mcpOriginGuard wraps. */
export type RouteHandler = (c: Context) => Response | Promise<Response>;

/**
 * DNS-rebinding protection and CORS for the MCP endpoints, around each of an endpoint's handlers. A request
 * with a disallowed Origin is a 403; while bound to loopback, a Host that is not loopback is a 403 too.
 * Requests without Origin (non-browser clients) pass untouched, and pay nothing for CORS. A wrapper, not a
 * middleware: Hono calls a route with a single handler straight away, without composing (hardening.ts).
 */
export function mcpOriginGuard(config: Config): (handler: RouteHandler) => RouteHandler {
  const checkHost = isLoopbackHost(config.host);
  return (handler) => (c) => {
    if (checkHost) {
      // An empty Host is no more loopback than a foreign one; only a request that has no Host at all
      // (app.request() in tests, HTTP/1.0) falls back to the URL it was made for.
      const host = c.req.header("host") ?? new URL(c.req.url).host;
      if (!isLoopbackHost(hostName(host.trim()))) {
        return problemResponse(config.baseUrl, "forbidden-origin", 403, `Host '${host.slice(0, 100)}' is not served here: this server is bound to a loopback address.`, [{ field: "host", message: "not a loopback host" }]);
      }
    }
    const origin = c.req.header("origin");
    if (origin === undefined) return handler(c);
    if (!isOriginAllowed(origin, config.allowedOrigins)) {
      return problemResponse(config.baseUrl, "forbidden-origin", 403, `Origin '${origin.slice(0, 100)}' is not allowed; set ALLOWED_ORIGINS to allow it.`, [{ field: "origin", message: "not allowed" }]);
    }
    if (c.req.method === "OPTIONS") return preflight(origin, c.req.header("access-control-request-headers"));
    return withCors(handler(c), origin);
  };
}

function preflight(origin: string, requestHeaders: string | undefined): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
      "access-control-allow-headers": requestHeaders ?? ALLOW_HEADERS,
      "access-control-expose-headers": EXPOSE_HEADERS,
      "access-control-max-age": "600",
      vary: "Origin, Access-Control-Request-Headers",
    },
  });
}

async function withCors(answer: Response | Promise<Response>, origin: string): Promise<Response> {
  const response = await answer;
  response.headers.set("access-control-allow-origin", origin);
  response.headers.set("access-control-expose-headers", EXPOSE_HEADERS);
  response.headers.append("vary", "Origin");
  return response;
}

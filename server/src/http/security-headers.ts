import type { Context } from "hono";

/**
 * A strict Content-Security-Policy for an HTML page: its own stylesheet and images, never inline code or
 * frames; a script and a form only where the page has them, and then only from and to this origin.
 */
export function htmlCsp(page: { script?: boolean; form?: boolean } = {}): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    ...(page.script ? ["script-src 'self'"] : []),
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action ${page.form ? "'self'" : "'none'"}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy every answer gets unless its route sets its own. JSON loads nothing, so one strict policy serves both. */
const DEFAULT_HTML_CSP = htmlCsp();

/** The security headers of every answer, in order; a route that sets one of them itself keeps its own. */
export function securityHeaderList(hsts: boolean): readonly (readonly [string, string])[] {
  return [
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ["referrer-policy", "no-referrer"],
    ["content-security-policy", DEFAULT_HTML_CSP],
    ...(hsts ? [["strict-transport-security", "max-age=31536000"] as const] : []),
  ];
}

type NodeResponse = { setHeader(name: string, value: string): unknown; headersSent: boolean };

/**
 * The Node response behind this request when the app runs on @hono/node-server (its documented
 * `c.env.outgoing` binding), else null (app.request() in tests, other runtimes).
 */
export function nodeResponse(c: Context): NodeResponse | null {
  return nodeOutgoing(c.env);
}

/** nodeResponse for the env a fetch handler is given (the context's `env`). */
export function nodeOutgoing(env: unknown): NodeResponse | null {
  const bindings = env as { outgoing?: NodeResponse; server?: { outgoing?: NodeResponse } } | undefined;
  const outgoing = bindings?.outgoing ?? bindings?.server?.outgoing;
  return outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent ? outgoing : null;
}

/**
 * Stamps the headers on the Node response before the handler runs. Node merges them into whatever
 * the answer writes, and the answer's own headers win: no Headers object is built per request.
 */
export function stampNodeResponse(outgoing: NodeResponse, requestId: string, list: readonly (readonly [string, string])[]): void {
  outgoing.setHeader("x-request-id", requestId);
  for (const [name, value] of list) outgoing.setHeader(name, value);
}

/** Stamps the headers on a finished web Response, in place; a header the route set is kept. */
export function stampResponseHeaders(headers: Headers, requestId: string, list: readonly (readonly [string, string])[]): void {
  headers.set("x-request-id", requestId);
  for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
}

import { RequestError, getRequestListener } from "@hono/node-server";
import type { Config } from "@travel/shared";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { buildProblem } from "../http/problem.js";
import { securityHeaderList } from "../http/security-headers.js";
import { answerClientError } from "./client-error.js";

/** Node's own deadlines: headers must arrive within this, and a whole request within the body deadline plus this. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MARGIN_MS = 5_000;
// How long a connection closed after an early answer (413, 408) keeps draining what the client is
// still sending: closing with unread data makes the kernel send a reset, and the client then loses
// the answer it has not read yet ("lingering close", as nginx does).
const LINGER_MS = 2_000;

export interface ServeNodeOptions {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  config: Pick<Config, "port" | "host" | "baseUrl" | "bodyTimeoutMs">;
  /** Overrides for tests: Node's header deadline and how often it checks deadlines. */
  headersTimeoutMs?: number;
  checkIntervalMs?: number;
  onListen?: (info: AddressInfo) => void;
}

/**
 * Serves the app on Node with the service's connection policy: header and request deadlines
 * (Node's default lets a slow client hold a connection for 300 s), problem+json answers to what Node
 * refuses itself (400, 408, 431), and a lingering close after an answer given before the body was read.
 */
export function serveNode(options: ServeNodeOptions): Server {
  const { config } = options;
  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const hsts = config.baseUrl.startsWith("https:");
  // What @hono/node-server refuses before the app sees the request (a malformed Host, a backslash in
  // the path) is a problem document too, not its empty 400.
  const listener = getRequestListener(options.fetch, { hostname: config.host, errorHandler: (error) => refusedRequest(config.baseUrl, hsts, error) });
  const http = createServer({
    headersTimeout,
    requestTimeout: Math.max(headersTimeout, config.bodyTimeoutMs) + REQUEST_TIMEOUT_MARGIN_MS,
    connectionsCheckingInterval: options.checkIntervalMs ?? 1_000,
    // Node answers an HTTP/1.1 request without Host with an empty 400 of its own; let the app's
    // DNS-rebinding check decide instead (it judges the configured host name).
    requireHostHeader: false,
  }, listener);
  http.on("clientError", answerClientError(config.baseUrl, hsts));
  http.on("request", (req: IncomingMessage, res: ServerResponse) => res.once("finish", () => lingerIfUnread(req, res)));
  http.listen(config.port, config.host, () => options.onListen?.(http.address() as AddressInfo));
  return http;
}

/** The adapter's RequestError is the client's fault (400); anything else reaching here escaped the app's onError (500). */
function refusedRequest(baseUrl: string, hsts: boolean, error: unknown): Response {
  const headers = new Headers({ "content-type": "application/problem+json", connection: "close" });
  for (const [name, value] of securityHeaderList(hsts)) headers.set(name, value);
  const problem = error instanceof RequestError
    ? buildProblem(baseUrl, "bad-request", 400, "The request's Host header or path is not valid.")
    : buildProblem(baseUrl, "internal-error", 500, "The service failed on this request. Please try again.");
  return new Response(JSON.stringify(problem), { status: problem.status, headers });
}

/** After a `Connection: close` answer to a request whose body was not all read, drain for a while before closing. */
function lingerIfUnread(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  const closing = (res as { _last?: boolean })._last === true || /close/i.test(String(res.getHeader("connection") ?? ""));
  if (req.complete || socket.destroyed || !closing) return;
  // Node has just half-closed the socket and would destroy it once its last bytes are flushed.
  socket.removeListener("finish", socket.destroy);
  const close = () => socket.destroy();
  setTimeout(close, LINGER_MS).unref();
  socket.once("end", close);
  req.resume();
}

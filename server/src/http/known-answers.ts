import { InitializeRequestSchema, LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";

/** Sends the request through the SDK (the endpoint's 2025 mux) and returns its answer. */
export type ViaSdk = () => Promise<Response>;

/**
 * Answers a 2025-era `initialize`, `tools/list` or `notifications/initialized` with the SDK's own answer to an
 * earlier one of the same kind, or returns undefined to leave the request to the SDK. The body has already passed
 * the transport's header checks (direct-tool-call.ts, headersPass).
 */
export type KnownAnswer = (body: Record<string, unknown>, viaSdk: ViaSdk) => Promise<Response> | undefined;

// What a client sends before any work (issue 28): the handshake, the tool list, the "initialized" notification.
// Their answers depend on nothing but the server, built once at start-up, and (for initialize) the revision the
// client asks for: on a stateless server no request leaves anything behind for the next one. Each went through a
// fresh SDK transport and the shared server, and tools/list converted every tool's schema to JSON Schema again.
// The first request of each kind still goes to the SDK; its answer is kept as the SDK wrote it, byte for byte, and
// later ones get the same bytes with their own id. A request is taken only in the shape whose answer cannot depend
// on anything else: one message, nothing but jsonrpc/id/method/params, no _meta (no progress token, no 2026-07-28
// claim), an id the SDK accepts, and for initialize params the SDK's own InitializeRequestSchema accepts. What the
// SDK refuses is never kept: only a 200 holding a result for the request's own id (or a bare 202) is.

const BODY_KEYS = new Set(["jsonrpc", "id", "method", "params"]);
const SUPPORTED: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
const JSON_HEADERS = { "content-type": "application/json" } as const;

interface Kept {
  /** The result's JSON as the SDK wrote it; undefined for a notification's bare 202. */
  result?: string;
}

/** One endpoint's memo: its server's answers, each kept from the SDK the first time it is asked. */
export function knownAnswers(): KnownAnswer {
  const kept = new Map<string, Kept>();
  return (body, viaSdk) => {
    const key = keyOf(body);
    if (key === undefined) return undefined;
    const id = body.id as string | number | undefined;
    const known = kept.get(key);
    if (known) return Promise.resolve(replay(known, id));
    return viaSdk().then((response) => keep(kept, key, id, response));
  };
}

/**
 * The same memo for the 2026-07-28 leg: `method` is a request the caller has checked is answered by nothing but the
 * server (direct-tool-call.ts: tools/list and server/discover, an envelope the SDK takes as it is, exact headers).
 */
export function knownModernAnswers(): (method: string, id: string | number, viaSdk: ViaSdk) => Promise<Response> {
  const kept = new Map<string, Kept>();
  return (method, id, viaSdk) => {
    const known = kept.get(method);
    if (known) return Promise.resolve(replay(known, id));
    return viaSdk().then((response) => keep(kept, method, id, response));
  };
}

/** Which answer a message asks for, or undefined when its answer could depend on anything but the server. */
function keyOf(body: Record<string, unknown>): string | undefined {
  if (body.jsonrpc !== "2.0" || typeof body.method !== "string") return undefined;
  for (const key in body) if (!BODY_KEYS.has(key)) return undefined;
  if (!emptyOrAbsent(body.params, body.method === "initialize")) return undefined;
  if (body.method === "notifications/initialized") return "id" in body ? undefined : "notified";
  const { id } = body;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  if (body.method === "tools/list") return "tools/list";
  if (body.method !== "initialize" || !InitializeRequestSchema.safeParse(body).success) return undefined;
  const requested = (body.params as { protocolVersion: string }).protocolVersion;
  return `initialize ${SUPPORTED.includes(requested) ? requested : LATEST_PROTOCOL_VERSION}`;
}

/** Params absent or `{}`; for initialize, any object without `_meta` (its schema checks the rest). */
function emptyOrAbsent(params: unknown, isInitialize: boolean): boolean {
  if (params === undefined) return !isInitialize;
  if (typeof params !== "object" || params === null || Array.isArray(params)) return false;
  if (isInitialize) return !("_meta" in params);
  for (const _ in params) return false;
  return true;
}

/** The kept answer with the request's own id, as the SDK's transport writes a single JSON answer. */
function replay(known: Kept, id: string | number | undefined): Response {
  if (known.result === undefined) return new Response(null, { status: 202 });
  return new Response(`{"result":${known.result},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`, { status: 200, headers: JSON_HEADERS });
}

/** Keeps the SDK's answer when it has exactly the shape replay() writes; returns it unchanged either way. */
async function keep(kept: Map<string, Kept>, key: string, id: string | number | undefined, response: Response): Promise<Response> {
  const headers = [...response.headers];
  if (id === undefined) {
    if (response.status === 202 && response.body === null && headers.length === 0) kept.set(key, {});
    return response;
  }
  if (response.status !== 200 || headers.length !== 1 || response.headers.get("content-type") !== JSON_HEADERS["content-type"]) return response;
  const text = await response.text();
  const head = '{"result":';
  const tail = `,"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
  if (text.startsWith(head) && text.endsWith(tail)) kept.set(key, { result: text.slice(head.length, text.length - tail.length) });
  return new Response(text, { status: response.status, headers: response.headers });
}

import { redactUrls } from "../schemas/display-url.js";

const MAX_REASON = 300;

/** A one-line, human reason from whatever a fetch or the MCP SDK threw (no stack, bounded length). */
export function describeError(error: unknown): string {
  return clip(describe(error));
}

/** True when `error` is an abort caused by a timeout signal or the SDK's own request timeout. */
export function isTimeoutError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // The SDK reports its request timeout as McpError code -32001 (RequestTimeout).
  return error.name === "TimeoutError" || (error as { code?: unknown }).code === -32001;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  // Node's fetch says only "fetch failed"; the socket-level cause says what went wrong.
  if (error.message === "fetch failed" && cause !== undefined) return `unreachable: ${causeText(cause)}`;
  const status = (error as { code?: unknown }).code;
  if (error.constructor.name === "StreamableHTTPError" && typeof status === "number" && status > 0) return `HTTP ${status}: ${error.message}`;
  return error.message || error.name;
}

/** What a failed fetch's socket-level cause says, e.g. "connect ECONNREFUSED 127.0.0.1:9". */
export function describeFetchCause(error: unknown): string {
  const cause = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
  if (cause !== undefined) return clip(causeText(cause));
  return describeError(error);
}

function causeText(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  if (cause.message) return cause.message;
  // Happy-eyeballs connects fail with an AggregateError whose message is empty.
  const first = (cause as { errors?: unknown[] }).errors?.[0];
  if (first instanceof Error && first.message) return first.message;
  return String((cause as { code?: unknown }).code ?? cause.name);
}

// Error texts quote the URL they failed on (fetch refuses a URL with credentials by printing it).
function clip(text: string): string {
  const line = redactUrls(text).replace(/\s+/g, " ").trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

import type { Context } from "hono";
import { isJsonObject } from "@travel/shared";
import { problemResponse } from "./problem.js";

/** Largest body any POST endpoint accepts. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Status logged (never seen by anyone) when the client closed the connection before its body arrived:
 * the client went away, which is news for the info log, not a 500 (nginx uses the same number).
 */
export const CLIENT_GONE_STATUS = 499;

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
// An answer given before the body was read must close the connection: otherwise the server goes on
// reading (and discarding) whatever the client still sends before it can read the next request.
const CLOSE = { connection: "close" } as const;

/**
 * Reads a JSON body with the service's limits: 415 for another media type, 413 over 16 KiB, 408 when
 * the body takes longer than `timeoutMs` to arrive, 400 for an empty or malformed body. Content-Length
 * is checked before reading; a body without one is read as a stream and cut off at the limit.
 */
export async function readJsonBody(c: Context, base: string, timeoutMs: number): Promise<BodyResult> {
  const type = c.req.header("content-type") ?? "";
  if (!JSON_TYPE.test(type)) {
    return fail(problemResponse(base, "unsupported-media-type", 415, `Content-Type must be application/json; got ${type ? `'${type.slice(0, 80)}'` : "none"}.`, [{ field: "content-type", message: "expected application/json" }]));
  }
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) return fail(tooLarge(base));
  const read = await withinDeadline(declared !== undefined ? c.req.text() : readLimited(c.req.raw.body), timeoutMs);
  if (read.kind === "timeout") {
    return fail(problemResponse(base, "body-timeout", 408, `The request body did not arrive within ${timeoutMs / 1000} s; the connection is closed.`, [{ field: "body", message: "too slow" }], CLOSE));
  }
  if (read.kind === "failed") return fail(new Response(null, { status: CLIENT_GONE_STATUS, headers: CLOSE }));
  const text = read.value;
  if (text === null || Buffer.byteLength(text) > MAX_BODY_BYTES) return fail(tooLarge(base));
  if (text.trim() === "") {
    return fail(problemResponse(base, "invalid-body", 400, "The request body is empty; send a JSON object.", [{ field: "body", message: "empty" }]));
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch (error) {
    const why = error instanceof SyntaxError ? error.message : "unparseable";
    return fail(problemResponse(base, "invalid-json", 400, `The request body is not valid JSON (${why}).`, [{ field: "body", message: "invalid JSON" }]));
  }
}

type Read<T> = { kind: "done"; value: T } | { kind: "timeout" } | { kind: "failed" };

const TIMED_OUT = { kind: "timeout" } as const;
const FAILED = { kind: "failed" } as const;

/** The read's outcome, or timeout; a read that fails (the client went away) is a value, not a throw. */
function withinDeadline<T>(reading: Promise<T>, timeoutMs: number): Promise<Read<T>> {
  // Every request's body goes through here: the timer is cleared where the read settles (no finally(), which cost
  // another promise and two more turns of the microtask queue), and the fixed outcomes are made once.
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs, TIMED_OUT);
    reading.then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: "done", value });
      },
      () => {
        clearTimeout(timer);
        resolve(FAILED);
      },
    );
  });
}

function fail(response: Response): BodyResult {
  return { ok: false, response };
}

function tooLarge(base: string): Response {
  return problemResponse(base, "body-too-large", 413, `The request body is over ${MAX_BODY_BYTES} bytes (16 KiB); the connection is closed.`, [{ field: "body", message: `at most ${MAX_BODY_BYTES} bytes` }], CLOSE);
}

async function readLimited(stream: ReadableStream<Uint8Array> | null): Promise<string | null> {
  if (!stream) return "";
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** True for a JSON-RPC 2.0 message or a non-empty batch of them. */
export function isJsonRpcBody(body: unknown): boolean {
  if (Array.isArray(body)) return body.length > 0 && body.every(isJsonRpcObject);
  return isJsonRpcObject(body);
}

function isJsonRpcObject(value: unknown): boolean {
  return isJsonObject(value) && value.jsonrpc === "2.0";
}

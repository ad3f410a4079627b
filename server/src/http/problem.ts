import type { Hono } from "hono";
import type { Problem } from "@travel/shared";

/** The kinds of problem the service reports, with their titles (RFC 9457 `type` ends in the key). */
export const PROBLEM_KINDS = {
  "invalid-body": "The request body is not what this endpoint accepts",
  "invalid-json": "The request body is not valid JSON",
  "invalid-query": "A query parameter is not valid",
  "body-too-large": "The request body is too large",
  "body-timeout": "The request body did not arrive in time",
  "bad-request": "The request could not be read as HTTP",
  "headers-too-large": "The request headers are too large",
  "unsupported-media-type": "The request body must be application/json",
  "forbidden-origin": "This browser origin may not call the service",
  "not-found": "Nothing is served at this path",
  "method-not-allowed": "This method is not allowed here",
  "rate-limited": "Too many requests from this address",
  "below-minimum": "The request is below the endpoint's minimum",
  "internal-error": "The service failed on this request",
} as const;
export type ProblemKind = keyof typeof PROBLEM_KINDS;

/** Builds a problem document; `base` is the public base URL so `type` is absolute. */
export function buildProblem(base: string, kind: ProblemKind, status: number, detail: string, errors?: Problem["errors"]): Problem {
  return { type: `${base}/problems/${kind}`, title: PROBLEM_KINDS[kind], status, detail, ...(errors?.length ? { errors } : {}) };
}

/** Answers with an application/problem+json document. */
export function problemResponse(base: string, kind: ProblemKind, status: number, detail: string, errors?: Problem["errors"], headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(buildProblem(base, kind, status, detail, errors)), {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
  });
}

/** GET /problems/{kind}: each problem `type` the service writes is a URL that answers with what it means. */
export function mountProblemTypes(app: Hono, base: string): void {
  app.get("/problems/:kind", (c) => {
    const kind = c.req.param("kind");
    if (!Object.hasOwn(PROBLEM_KINDS, kind)) {
      return problemResponse(base, "not-found", 404, `No problem type '${kind.slice(0, 60)}'. Known types: ${Object.keys(PROBLEM_KINDS).join(", ")}.`);
    }
    return c.json({ type: `${base}/problems/${kind}`, title: PROBLEM_KINDS[kind as ProblemKind], kinds: Object.keys(PROBLEM_KINDS) });
  });
}

/** The answer to a request a bug broke: it has been reported, and nothing of it is shown. */
export function internalErrorResponse(base: string): Response {
  return problemResponse(base, "internal-error", 500, "The service failed on this request. It has been logged; please try again.");
}

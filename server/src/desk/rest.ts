import { DeskRequestSchema, isJsonObject, MAX_JOB_CHARS, type Config } from "@travel/shared";
import type { Context } from "hono";
import { problemResponse } from "../http/problem.js";
import type { DeskRunner } from "../context/ports.js";

/** The REST half of POST /desk: `{ "job": string, ...given fields }` in, the desk result out. */
export function deskRest(config: Config, runDesk: DeskRunner) {
  return async (body: unknown, c: Context): Promise<Response> => {
    if (!isJsonObject(body) || !("job" in body)) {
      return problemResponse(config.baseUrl, "invalid-body", 400,
        'POST /desk accepts two shapes: a JSON-RPC 2.0 message (MCP over streamable HTTP) or a REST call {"job": "<travel job, 1-2,000 characters>"}.',
        [{ field: "job", message: "required" }]);
    }
    const parsed = jobOnly(body) ?? DeskRequestSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join(".") || "body", message: i.message }));
      return problemResponse(config.baseUrl, "invalid-body", 400, `Invalid job: ${errors.map((e) => `${e.field}: ${e.message}`).join("; ")}.`, errors);
    }
    return c.json(await runDesk(parsed.data));
  };
}

/**
 * What DeskRequestSchema makes of the commonest body, `{ "job": "<text>" }` with nothing else and a text within
 * its limits: `{ job: text.trim() }`, read without building zod's parse context for every request (issue 28).
 * Any other body, valid or not, is left to the schema (undefined).
 */
function jobOnly(body: Record<string, unknown>): { success: true; data: { job: string } } | undefined {
  const job = body.job;
  // The schema's limits on `job` (parser/src/schemas/job.ts): at most MAX_JOB_CHARS as sent, not blank once trimmed.
  if (typeof job !== "string" || job.length > MAX_JOB_CHARS) return undefined;
  for (const key in body) if (key !== "job") return undefined;
  const trimmed = job.trim();
  return trimmed ? { success: true, data: { job: trimmed } } : undefined;
}

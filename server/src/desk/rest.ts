import { DeskRequestSchema, isJsonObject, readJobOnly, type Config } from "@travel/shared";
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
    const fast = readJobOnly(body);
    const parsed = fast ? { success: true as const, data: fast } : DeskRequestSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join(".") || "body", message: i.message }));
      return problemResponse(config.baseUrl, "invalid-body", 400, `Invalid job: ${errors.map((e) => `${e.field}: ${e.message}`).join("; ")}.`, errors);
    }
    return c.json(await runDesk(parsed.data));
  };
}

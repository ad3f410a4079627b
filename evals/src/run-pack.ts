import type { DeskResult } from "@travel/shared";
import { buildApp } from "@travel/workbench";
import { DESK_EVAL_CASES } from "./cases.js";
import { startParkedSupplier } from "./parked-supplier.js";
import type { DeskEvalCaseResult, DeskEvalPack } from "./schema.js";
import { buildDeskEvalPack, scoreDeskEvalCase } from "./score.js";

/** What the pack says the desk ran against. */
export const EVAL_SETUP =
  "The real desk (createApp with its default dependencies, called over REST POST /desk) with the regional supplier " +
  "configured at a loopback server whose apex answers 301, and the group-flight specialist at a loopback path that answers 404.";

/**
 * Runs every case of the pack on the real desk and scores it. The environment is not read: the
 * configuration is fixed here so a run on any machine gives the same pack (apart from time stamps).
 */
export async function runDeskEvalPack(onCase: (result: DeskEvalCaseResult) => void = () => {}): Promise<DeskEvalPack> {
  const supplier = await startParkedSupplier();
  try {
    const { app, deps } = await buildApp({
      BASE_URL: "http://127.0.0.1:8787",
      REGIONAL_SUPPLIER_URL: supplier.url,
      GROUP_SPECIALIST_URL: supplier.groupUrl,
      SUPPLIER_HEALTH_TTL_MS: "0",
      RATE_LIMIT_PER_MINUTE: "0",
    });
    const { config } = deps;

    const results: DeskEvalCaseResult[] = [];
    for (const evalCase of DESK_EVAL_CASES) {
      const response = await app.request("/desk", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: evalCase.job }) });
      const body: unknown = response.status === 200 ? await response.json() : null;
      // Checks run on what the desk answered; anything that is not a desk result object scores zero.
      const result = typeof body === "object" && body !== null && "route" in body ? (body as DeskResult) : null;
      const scored = scoreDeskEvalCase(evalCase, result, config, new Date().toISOString());
      results.push(scored);
      onCase(scored);
    }
    return buildDeskEvalPack(results, config.version, new Date().toISOString(), EVAL_SETUP);
  } finally {
    await supplier.close();
  }
}

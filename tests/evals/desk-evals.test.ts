import { existsSync, readFileSync } from "node:fs";
import { DESK_EVAL_CASE_IDS, DESK_EVALS_FILE, DeskEvalPackSchema, deskEvalPackContent, runDeskEvalPack, type DeskEvalPack } from "@travel/evals";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";

const REGENERATE = "the desk eval pack is stale: run `pnpm eval` and commit discovery/data/desk-evals.json";

describe("desk eval pack (/data/desk-evals.json)", () => {
  it("is committed, valid, and covers the five cases with 0-5 scores that follow from the checks", () => {
    expect(existsSync(DESK_EVALS_FILE), REGENERATE).toBe(true);
    const pack = DeskEvalPackSchema.parse(JSON.parse(readFileSync(DESK_EVALS_FILE, "utf8")));
    expect(pack.cases.map((c) => c.id)).toEqual([...DESK_EVAL_CASE_IDS]);
    for (const c of pack.cases) {
      expect(c.passed).toBe(c.checks.filter((k) => k.passed).length);
      expect(c.total).toBe(c.checks.length);
      expect(c.score).toBe(Math.round((50 * c.passed) / c.total) / 10);
    }
  });

  it("does not differ from a fresh run of the real desk (time stamps aside)", async () => {
    const committed = JSON.parse(readFileSync(DESK_EVALS_FILE, "utf8")) as DeskEvalPack;
    const fresh = await runDeskEvalPack();
    expect(deskEvalPackContent(fresh), REGENERATE).toEqual(deskEvalPackContent(committed));
  });

  it("is what the service serves, byte for byte", async () => {
    const { app } = await buildTestApp({ env: { GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp" } });
    const res = await app.request("/data/desk-evals.json");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(readFileSync(DESK_EVALS_FILE, "utf8"));
  });
});

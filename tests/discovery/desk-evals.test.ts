import { existsSync, readFileSync } from "node:fs";
import { buildDocuments } from "@travel/discovery";
import { discoveryInput } from "@travel/server";
import { describe, expect, it } from "vitest";
import { discoveryApp } from "../helpers/served.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

// Fixed expectations from docs/DESIGN.md section 12: where the pack lives and is served, its five
// cases and the route each exercises, and how a score follows from the checks.
const PACK_FILE = new URL("../../discovery/data/desk-evals.json", import.meta.url);
const SERVED_AT = "/data/desk-evals.json";
const CASE_ROUTES = { group: "group", "regional-supplier-down": "regional", split: "split", sos: "sos", esim: "esim" };

interface Check {
  id: string;
  description: string;
  passed: boolean;
}
interface Case {
  id: string;
  route: string;
  score: number;
  passed: number;
  total: number;
  checks: Check[];
}

describe("/data/desk-evals.json", () => {
  it("is committed at discovery/data/desk-evals.json and served there byte for byte as JSON", async () => {
    expect(existsSync(PACK_FILE), "run `pnpm eval` and commit discovery/data/desk-evals.json").toBe(true);
    const committed = readFileSync(PACK_FILE, "utf8");
    const { app } = await discoveryApp();
    const res = await app.request(SERVED_AT);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.text()).toBe(committed);
  });

  it("scores run_travel_job at this version on the five cases, each a full score that follows from its checks", () => {
    const pack = JSON.parse(readFileSync(PACK_FILE, "utf8")) as { tool: string; version: string; generatedBy: string; meanScore: number; cases: Case[] };
    expect(pack).toMatchObject({ tool: "run_travel_job", version: PACKAGE_VERSION, generatedBy: "pnpm eval", meanScore: 5 });
    expect(pack.cases.map((c) => [c.id, c.route])).toEqual(Object.entries(CASE_ROUTES));
    for (const c of pack.cases) {
      expect(c.checks.length, c.id).toBeGreaterThanOrEqual(5);
      for (const check of c.checks) {
        expect(Object.keys(check).sort(), c.id).toEqual(["description", "id", "passed"]);
        expect(check.id).toMatch(/^[a-z0-9-]+$/);
        expect(check.description.length).toBeGreaterThan(0);
        expect([c.id, check.id, check.passed]).toEqual([c.id, check.id, true]);
      }
      expect([c.id, c.score, c.passed, c.total]).toEqual([c.id, 5, c.checks.length, c.checks.length]);
      expect(c.checks.map((k) => k.id)).toContain(`route-is-${c.route}`);
    }
  });

  it("is in the document table exactly when there is a pack, and llms.txt lists it then", async () => {
    const { deps } = await discoveryApp();
    const input = { ...discoveryInput(deps), getEndpoints: [] };
    const without = buildDocuments({ ...input, deskEvals: null });
    expect(without.some((d) => d.path === SERVED_AT)).toBe(false);
    const withPack = buildDocuments({ ...input, deskEvals: '{"cases":[]}\n' });
    expect(withPack.find((d) => d.path === SERVED_AT)?.body).toBe('{"cases":[]}\n');
    expect(String(withPack.find((d) => d.path === "/llms.txt")?.body)).toContain(SERVED_AT);
  });
});

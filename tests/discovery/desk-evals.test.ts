import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildDocuments, DESK_EVALS_PATH, loadDeskEvalPack } from "@travel/discovery";
import { discoveryInput } from "@travel/server";
import { afterAll, describe, expect, it } from "vitest";
import { discoveryApp } from "../helpers/served.js";

describe("/data/desk-evals.json", () => {
  const dir = mkdtempSync(join(tmpdir(), "desk-evals-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is served byte for byte as committed, or not at all when the pack has not been generated", async () => {
    const { app } = await discoveryApp();
    const committed = loadDeskEvalPack();
    const res = await app.request(DESK_EVALS_PATH);
    if (committed === null) expect(res.status).toBe(404);
    else {
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(committed);
    }
  });

  it("loads a pack file as its exact text, and says null when there is none", () => {
    const file = join(dir, "pack.json");
    const text = '{ "tool": "run_travel_job",\n  "cases": [] }\n';
    writeFileSync(file, text);
    expect(loadDeskEvalPack(pathToFileURL(file))).toBe(text);
    expect(loadDeskEvalPack(pathToFileURL(join(dir, "missing.json")))).toBeNull();
    writeFileSync(file, "{ not json");
    expect(() => loadDeskEvalPack(pathToFileURL(file))).toThrow();
  });

  it("is in the document table exactly when there is a pack, and llms.txt lists it then", async () => {
    const { deps } = await discoveryApp();
    const input = { ...discoveryInput(deps), getEndpoints: [] };
    const without = buildDocuments({ ...input, deskEvals: null });
    expect(without.some((d) => d.path === DESK_EVALS_PATH)).toBe(false);
    const withPack = buildDocuments({ ...input, deskEvals: '{"cases":[]}\n' });
    expect(withPack.find((d) => d.path === DESK_EVALS_PATH)?.body).toBe('{"cases":[]}\n');
    expect(String(withPack.find((d) => d.path === "/llms.txt")?.body)).toContain(DESK_EVALS_PATH);
  });
});

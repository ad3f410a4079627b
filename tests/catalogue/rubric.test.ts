import { USEFULNESS_RUBRIC, USEFULNESS_RUBRIC_MARKDOWN, createCatalogue, loadCatalogue, type Eval } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { shippedAisleData } from "./helpers.js";

function shipped() {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue;
}

/** A third party's recomputation: only the published rubric data and the eval's own inputs. */
function recompute(e: Eval): { total: number; points: Record<string, number> } {
  const points: Record<string, number> = {};
  for (const criterion of USEFULNESS_RUBRIC.criteria) {
    if (criterion.id === "purposeTests") {
      points[criterion.id] = criterion.max * (e.inputs.purposeTests.passed / e.inputs.purposeTests.total);
      continue;
    }
    const levels = criterion.levels as Record<string, number>;
    const level = e.inputs[criterion.input] as string;
    const halve = criterion.id === "authFriction" && !e.inputs.accessConfirmed;
    points[criterion.id] = levels[level]! * (halve ? 0.5 : 1);
  }
  const total = Math.round(Object.values(points).reduce((a, b) => a + b, 0) * 100) / 100;
  return { total, points };
}

describe("usefulness rubric", () => {
  it("recomputes every published score from its inputs", () => {
    const { evals } = shipped();
    expect(Object.keys(evals).length).toBeGreaterThanOrEqual(25);
    for (const [slug, e] of Object.entries(evals)) {
      const { total, points } = recompute(e);
      expect(e.usefulness, slug).toBe(total);
      for (const [id, p] of Object.entries(points)) expect(e.breakdown[id as keyof Eval["breakdown"]], `${slug} ${id}`).toBeCloseTo(p, 10);
    }
  });

  it("derives the inputs from the listing and its evidence, not from anything typed in", () => {
    const catalogue = shipped();
    for (const listing of catalogue.listings) {
      const e = catalogue.evals[listing.slug]!;
      expect(e.inputs.safeTools === "none", listing.slug).toBe(listing.safeTools.length === 0);
      expect(e.inputs.accessConfirmed).toBe(!listing.unconfirmed.includes("auth"));
      expect(e.inputs.access === "open-remote", listing.slug).toBe(listing.auth.kind === "none" && listing.url !== null);
      expect(e.inputs.purposeTests.total).toBe(e.purposeTests.length);
      expect(e.inputs.purposeTests.passed).toBe(e.purposeTests.filter((t) => t.result === "pass").length);
      expect(e.coverage.level).toBe(e.inputs.coverage);
    }
  });

  it("produces sensible differences: keyless hosted servers with confirmed tools above key-gated ones with unknown tools", () => {
    const { evals } = shipped();
    const scores = Object.values(evals).map((e) => e.usefulness);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(5);
    expect(evals["kiwi-com"]!.usefulness).toBeGreaterThan(evals["aviasales-mcp"]!.usefulness);
    expect(evals["frankfurter"]!.usefulness).toBeGreaterThan(evals["frankfurtermcp-py"]!.usefulness);
    expect(evals["db-mcp-datamonkey"]!.usefulness).toBeGreaterThan(evals["db-timetable-mcp"]!.usefulness);
    // Nothing was run, so no listing can earn the purpose-test point.
    for (const [slug, e] of Object.entries(evals)) if (e.inputs.purposeTests.passed === 0) expect(e.usefulness, slug).toBeLessThanOrEqual(4);
  });

  it("moves a score when the evidence moves: a passed purpose test adds its share of the point", () => {
    const data = shippedAisleData();
    const before = createCatalogue(data).evals["kiwi-com"]!.usefulness;
    const evidence = structuredClone(data.evidence);
    evidence["kiwi-com"]!.purposeTests[0] = { ...evidence["kiwi-com"]!.purposeTests[0]!, result: "pass", checkedAt: "2026-11-22", evidence: "ran it" };
    const after = createCatalogue({ ...data, evidence }).evals["kiwi-com"]!.usefulness;
    expect(after).toBe(before + 1);
  });

  it("is published as markdown with every criterion", () => {
    for (const c of USEFULNESS_RUBRIC.criteria) expect(USEFULNESS_RUBRIC_MARKDOWN).toContain(`| ${c.id} | ${c.max} |`);
    expect(USEFULNESS_RUBRIC.criteria.reduce((a, c) => a + c.max, 0)).toBe(USEFULNESS_RUBRIC.max);
  });
});

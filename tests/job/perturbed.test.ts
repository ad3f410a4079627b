import { PERTURBATION_CLASSES, readPerturbedShares, scorePerturbations, type PerturbationScore } from "@travel/workbench";
import { beforeAll, describe, expect, it } from "vitest";

// Perturbation classes (workbench/src/perturb.ts): every fixture job read right today, transformed the way people
// really write (a slip of the keyboard, no accents, one case, number words, Cyrillic and Greek in Latin letters,
// forwarded, a chat line, tool arguments). A ratchet like the tables': per class, the number of transformed jobs still
// read right may only go up from what `tsx scripts/perturb-jobs.ts --write` last measured
// (tests/fixtures/perturbed-shares.json), so a slide is caught to the job; the misses are printed.
describe("fixture jobs transformed the way people write read as they did (tests/fixtures/perturbed-shares.json)", () => {
  const measured = readPerturbedShares();
  let scores: Record<string, PerturbationScore> = {};
  beforeAll(async () => {
    scores = await scorePerturbations();
  }, 300_000);

  it("has a measured floor for every class, and every class applies to some jobs", () => {
    expect(Object.keys(measured.classes).sort()).toEqual(PERTURBATION_CLASSES.map((c) => c.name).sort());
    for (const cls of PERTURBATION_CLASSES) expect(scores[cls.name]?.jobs, cls.name).toBeGreaterThanOrEqual(20);
  });

  it.each(PERTURBATION_CLASSES.map((c) => [c.name]))("%s", (name) => {
    const score = scores[name] as PerturbationScore;
    const floor = measured.classes[name]?.right ?? Infinity;
    if (score.right < score.jobs) console.info(`${name}: ${score.right}/${score.jobs} right, floor ${floor}\n  ${score.misses.slice(0, 12).join("\n  ")}`);
    expect(score.right).toBeGreaterThanOrEqual(floor);
  });
});

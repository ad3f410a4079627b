import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the README is the front door", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

  it("fits in 150 lines and opens with the two commands, exactly as CI runs them", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    const sections = readme.split("\n").filter((l) => l.startsWith("## "));
    expect(sections[0]).toBe("## Two commands");
    const ci = readFileSync(new URL("../../.ci/run", import.meta.url), "utf8").trim().split("\n").pop()!;
    expect(readme).toContain(ci);
    expect(readme).toContain("npx --yes pnpm@10.34.8 install --frozen-lockfile && npx --yes pnpm@10.34.8 start");
  });

  it("links only to docs that exist", () => {
    for (const [, path] of readme.matchAll(/\]\((docs\/[^)#]+)\)/g)) expect(existsSync(new URL(`../../${path}`, import.meta.url)), path).toBe(true);
  });
});

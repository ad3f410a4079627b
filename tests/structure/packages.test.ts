import { packageDependencies, packageExports, readSourceGraph, REPO_ROOT } from "@travel/workbench";
import { describe, expect, it } from "vitest";

const graph = readSourceGraph(REPO_ROOT);

/** Declared but never imported, and why they stay: command-line tools, type packages, a peer loaded by another dependency. */
const USED_WITHOUT_IMPORT: Record<string, string[]> = {
  // chrono-node: the reference the parser's speed is measured against, bundled by scripts/bench/parser.ts from an entry
  // written as text (no import statement names it); the parser itself reads dates without it.
  ".": ["eslint", "tsx", "typescript", "wrangler", "@types/autocannon", "@types/node", "chrono-node"],
  // The SDK's Worker validator (@cfworker/json-schema, its peer) that scripts/build-worker.mjs bundles in place of Ajv.
  server: ["cfworker-json-schema", "@types/proxy-addr"],
  shared: ["@types/proxy-addr"],
};

/** How many names the packages may export that nothing outside them imports (issue 17: at most 10). */
const UNUSED_EXPORTS_ALLOWED = 10;

describe("the workspace packages", () => {
  it("export what their users use", () => {
    const exports = packageExports(graph);
    // A fixed point: the desk's core is exported and used by the server.
    expect(exports.find((e) => e.pkg === "@travel/shared" && e.name === "runTravelJob")?.users).toContain("server/src/app/app.ts");
    const unused = exports.filter((e) => e.users.length === 0).map((e) => `${e.pkg} ${e.name}`);
    expect(unused.length, `exported, imported by nothing outside the package (pnpm exec tsx scripts/unused-exports.ts):\n${unused.join("\n")}`).toBeLessThanOrEqual(UNUSED_EXPORTS_ALLOWED);
  });

  it("declare every dependency they import, and import every one they declare", () => {
    const report = packageDependencies(graph);
    expect(report.map((p) => p.dir)).toContain("shared");
    expect(report.flatMap((p) => p.undeclared)).toEqual([]);
    const unused = report.flatMap((p) => p.declared.filter((d) => !p.imported.includes(d) && !(USED_WITHOUT_IMPORT[p.dir] ?? []).includes(d)).map((d) => `${p.dir}: ${d}`));
    expect(unused).toEqual([]);
  });
});

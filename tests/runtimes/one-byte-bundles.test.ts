// V8 keeps a script's source one byte per character only while every character fits in Latin-1 (issue 28:
// 292 characters of the region's scripts in regular expressions made the 7 MB bundle cost 14 MB). Both
// bundles are built as `pnpm start` and wrangler build them, and hold none above U+00FF (the server's is the
// classic script its entry runs).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { buildServerBundle, buildWorkerBundle } from "@travel/workbench";
import { describe, expect, it } from "vitest";

const aboveLatin1 = (file: string) => [...readFileSync(file, "utf8")].filter((c) => (c.codePointAt(0) as number) > 0xff).length;

describe("the built bundles", () => {
  it("hold no character above U+00FF, the server's and the Worker's alike", () => {
    expect(aboveLatin1(buildServerBundle().replace(/\.mjs$/, ".cjs"))).toBe(0);
    expect(aboveLatin1(buildWorkerBundle())).toBe(0);
  }, 120_000);

  // A log line's stack trace names the function a bug was in, and no function is renamed as it is made: esbuild's
  // keepNames did that with Object.defineProperty for every closure, a dozen of them on every request (issue 28).
  it("name the server's functions as the source does, with no renaming at run time", () => {
    const server = readFileSync(buildServerBundle().replace(/\.mjs$/, ".cjs"), "latin1");
    expect(server).toContain("async function runTravelJob(");
    expect(server).toContain("function readJsonBody(");
    // esbuild's helper that renames a function as it is made: Object.defineProperty(fn, "name", { value, configurable: true }).
    expect(server).not.toMatch(/"name",\s*\{\s*value(:\s*\w+)?,\s*configurable:\s*(!0|true)\s*\}/);
  }, 120_000);

  // Cloudflare refuses a Worker over 3 MB compressed (issue 28 point 3): a table grown by new data must fit inside it.
  it("keep the Worker within Cloudflare's 3 MB, gzipped", () => {
    const gzipped = gzipSync(readFileSync(buildWorkerBundle()), { level: 9 }).length;
    expect(gzipped / 1048576).toBeLessThanOrEqual(3);
  }, 120_000);
});

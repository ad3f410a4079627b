// The server's bundle starts from V8's code cache (scripts/build.mjs, scripts/code-cache.mjs): V8 skips
// parsing the multi-megabyte script at every start. A cache V8 refused would silently cost that time again.
import { readFileSync } from "node:fs";
import Module from "node:module";
import { Script } from "node:vm";
import { buildServerBundle } from "@travel/workbench";
import { describe, expect, it } from "vitest";

describe("the server bundle's code cache", () => {
  it("is accepted by this node for the script its entry runs, compiled as the entry compiles it", () => {
    const entry = buildServerBundle();
    const script = entry.replace(/\.mjs$/, ".cjs");
    expect(readFileSync(entry, "utf8")).toContain(".cache");
    const compiled = new Script(Module.wrap(readFileSync(script, "utf8")), { filename: script, cachedData: readFileSync(`${script}.cache`) });
    expect(compiled.cachedDataRejected).toBe(false);
  }, 120_000);
});

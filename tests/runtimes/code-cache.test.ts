// The server's bundle starts from V8's code cache (scripts/build.mjs, scripts/code-cache.mjs): V8 skips
// parsing the multi-megabyte script at every start. A cache V8 refused would silently cost that time again.
import { readFileSync } from "node:fs";
import Module from "node:module";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";
import { buildServerBundle } from "@travel/workbench";
import { describe, expect, it } from "vitest";

describe("the server bundle's code cache", () => {
  it("is accepted by this node for the script its entry runs, compiled as the entry compiles it", () => {
    const entry = buildServerBundle();
    const script = entry.replace(/\.mjs$/, ".cjs");
    expect(readFileSync(entry, "utf8")).toContain(".cache");
    // The entry sets its V8 flags before compiling, and V8 accepts a cache only under the flags it was made with.
    const flags = /setFlagsFromString\(("[^"]*")\);/.exec(readFileSync(entry, "utf8"))?.[1];
    expect(flags).toBeDefined();
    setFlagsFromString(JSON.parse(flags!) as string);
    try {
      const compiled = new Script(Module.wrap(readFileSync(script, "utf8")), { filename: script, cachedData: readFileSync(`${script}.cache`) });
      expect(compiled.cachedDataRejected).toBe(false);
    } finally {
      setFlagsFromString("--semi-space-growth-factor=2 --turbofan");
    }
  }, 120_000);
});

// The Node server starts and answers a REST job without loading undici or node:http2 (server/src/node/web-globals.ts,
// scripts/http1-only-plugin.mjs): together they were ~50 ms of start-up CPU and ~5 MB of resident memory (issue 28).
// Anything that reads Node's Request, Response or Headers globals at load, or imports http2 again, brings them back.
// And every built-in module it loads by its first answer is loaded with Node's code cache (scripts/code-cache.mjs).
import { buildServerBundle, freePort, REPO_ROOT } from "@travel/workbench";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** One REST job, answered as the route it is. */
async function firstJob(url: string): Promise<void> {
  const answer = await fetch(`${url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "2 passengers from Warsaw to Prague on 2027-05-04" }) });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { route: string }).route).toBe("regional");
}

/**
 * Starts the built server with `preload` (a script run before its entry, which writes what it recorded to the path it
 * is given as `out` when sent SIGUSR2), answers /healthz, then `then` (one REST job unless told), and returns what the
 * preload wrote.
 */
async function recordedAfter(preload: (out: string) => string, then: (url: string) => Promise<void> = firstJob): Promise<unknown> {
  const dir = mkdtempSync(join(tmpdir(), "start-up-modules-"));
  const out = join(dir, "recorded.json");
  const script = join(dir, "preload.cjs");
  writeFileSync(script, preload(out));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--require", script, buildServerBundle()], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp" },
    stdio: "ignore",
  });
  try {
    const deadline = Date.now() + 20_000;
    while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 50));
    }
    await then(url);
    child.kill("SIGUSR2");
    while (!existsSync(out)) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50));
    return JSON.parse(readFileSync(out, "utf8"));
  } finally {
    child.kill("SIGKILL");
  }
}

describe("the Node server's start-up", () => {
  it("answers /healthz and a REST job with undici and http2 never loaded", async () => {
    // What Node has loaded, written when asked: the built-in modules' list is Node's own record of them.
    const recorded = await recordedAfter(
      (out) => `process.on("SIGUSR2", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.moduleLoadList)));`,
    );
    const loaded = (recorded as string[]).filter((m) => m.startsWith("NativeModule "));
    expect(loaded.length).toBeGreaterThan(50);
    expect(loaded.filter((m) => /undici|http2|\btls\b/.test(m))).toEqual([]);
  }, 120_000);

  // V8 refuses Node's code cache for a built-in module loaded under other flags than Node's own, and the entry sets
  // flags for start-up that the server restores after its first POST (scripts/code-cache.mjs): a built-in loaded in
  // between is compiled from source at every start.
  it("loads no built-in module while the entry's V8 flags are set, up to the first answer", async () => {
    // The modules Node loaded between the first change of V8's flags and the next (the server's restore).
    const recorded = await recordedAfter(
      (out) => `const v8 = require("node:v8");
const set = v8.setFlagsFromString;
const marks = [];
v8.setFlagsFromString = (flags) => (marks.push(process.moduleLoadList.length), set(flags));
process.on("SIGUSR2", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify({ marks, loaded: process.moduleLoadList })));`,
    );
    const { marks, loaded } = recorded as { marks: number[]; loaded: string[] };
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(loaded.slice(marks[0], marks[1]).filter((m) => m.startsWith("NativeModule "))).toEqual([]);
  }, 120_000);

  // The entry starts V8 with flags for start-up only (scripts/code-cache.mjs: TurboFan off, the young generation held
  // small); a server left under them would run its steady load unoptimised.
  it("runs under V8's own defaults for every flag its entry set, once its first POST is answered", async () => {
    expectDefaultsRestored((await recordedAfter(flagsSet)) as string[]);
  }, 120_000);

  it("keeps its start-up flags through a health check, and a server that is only read runs under V8's defaults too", async () => {
    const healthChecked = (await recordedAfter(flagsSet, async () => {})) as string[];
    expect(healthChecked).toHaveLength(1);
    const read = (await recordedAfter(flagsSet, async (url) => {
      for (let i = 0; i < 100; i++) expect((await fetch(`${url}/healthz`)).status).toBe(200);
    })) as string[];
    expectDefaultsRestored(read);
  }, 120_000);
});

// A preload that records every string of flags given to V8 (the entry's, then the server's), written when asked.
const flagsSet = (out: string) => `const v8 = require("node:v8");
const set = v8.setFlagsFromString;
const calls = [];
v8.setFlagsFromString = (flags) => (calls.push(flags), set(flags));
process.on("SIGUSR2", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(calls)));`;

/** Every flag the first string set is set again later, to V8's default for it. */
function expectDefaultsRestored([entryFlags, ...later]: string[]): void {
  const named = (flags: string) => new Map(flags.split(/\s+/).map((flag) => [flag.replace(/^--(no-)?|=.*$/g, "").replaceAll("_", "-"), flag]));
  const setLast = new Map(later.flatMap((flags) => [...named(flags)]));
  const started = named(entryFlags ?? "");
  expect(started.size).toBeGreaterThan(0);
  // V8 prints each flag's default as the flag that sets it: "default: --turbofan", "default: --semi-space-growth-factor=2".
  const options = spawnSync(process.execPath, ["--v8-options"], { encoding: "utf8" }).stdout;
  for (const name of started.keys()) {
    const stated = new RegExp(`^  --${name} .*\\n\\s+type: \\S+\\s+default: (\\S+)`, "m").exec(options)?.[1];
    expect(stated, name).toBeDefined();
    expect(setLast.get(name), name).toBe(stated);
  }
}

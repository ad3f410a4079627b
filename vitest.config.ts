import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// The files that took longest in a full run (per-file durations from vitest's JSON reporter), slowest first. Started
// first, they run beside the many short files instead of one of them being left alone at the end. Order only: a file
// missing from this list still runs, and a name here that no longer exists is ignored.
const SLOWEST_FIRST = [
  "tests/runtimes/black-box.test.ts",
  "tests/server/process.test.ts",
  "tests/job/languages.test.ts",
  "tests/routing/properties.test.ts",
  "tests/job/generated-data.test.ts",
  "tests/job/spelling.test.ts",
  "tests/hardening/linear-regex.test.ts",
  "tests/runtimes/one-byte-bundles.test.ts",
  "tests/suppliers/dev-supplier.test.ts",
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const at = SLOWEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return at < 0 ? SLOWEST_FIRST.length : at;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

const EXCLUDE = ["tests/load/**", "**/node_modules/**"];
const ISOLATED = [
  "tests/hardening/linear-regex.test.ts",
  "tests/desk/mcp-direct.test.ts",
  "tests/install/install-lines.test.ts",
  "tests/job/other-language-words.test.ts",
];

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    setupFiles: ["tests/setup/fast-check-seed.ts"],
    // The bundles the runtime and process tests start are built once per run, not once per file.
    globalSetup: ["tests/setup/shared-bundles.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default for a run is one worker fewer than the cores: on a 2-core machine one file at a time. Most files
    // spend much of their time waiting on a child process, a socket or a timer, so one worker per core finishes sooner.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: SlowestFirst },
    // Most of a file's time went to importing the workspace's modules afresh (the parser and its tables above all):
    // 387 of 486 s for tests/job, tests/routing and tests/desk-core on this machine, against 56 of 211 s when a
    // worker keeps what it has imported for the files it runs next. Files that change a global for a while run
    // isolated: the ReDoS check watches RegExp before the parser is first imported (a shared import would hide the
    // patterns built at load time from it), the MCP identity test fakes the clock and spies on the mux, and the
    // install-lines test sets a token in process.env, and the other-language words' test mocks a generated table, which a parser
    // already imported by an earlier file would have read before the mock.
    projects: [
      // (Arrays merge with the root's here: include is only set per project.)
      { extends: true, test: { name: "shared", isolate: false, include: ["tests/**/*.test.ts"], exclude: ISOLATED } },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});

// Two workers share the suite; the run ends when the later one does. Vitest starts the files it has timed before
// longest first, but a fresh clone (CI) has no timings and starts the largest files first, so a short file with a
// long run (the ReDoS check) started last and kept one worker busy alone for a minute or more. These files, the
// longest by the per-file timings of a full run, start first; the rest keep vitest's own order.
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const SLOW_FIRST = [
  "tests/hardening/linear-regex.test.ts",
  "tests/server/process.test.ts",
  "tests/job/spelling.test.ts",
  "tests/job/generated-data.test.ts",
  "tests/runtimes/black-box.test.ts",
  "tests/runtimes/one-byte-bundles.test.ts",
  "tests/suppliers/dev-supplier.test.ts",
  "tests/job/languages.test.ts",
];

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((name) => f.moduleId.endsWith(`/${name}`));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    // Array sort is stable: files outside the list keep the order vitest gave them.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Writes a generated table and prints what it holds, or, with `--check` (tests/job/generated-data.test.ts), exits 1
 * when the committed file is not what its script makes now: a table edited by hand or left stale fails there.
 */
export function writeGenerated(out: URL, text: string, script: string, summary: () => string): void {
  const name = basename(fileURLToPath(out));
  if (!process.argv.includes("--check")) {
    writeFileSync(out, text);
    console.log(`${name}: ${summary()}`);
  } else if (readFileSync(out, "utf8") !== text) {
    console.error(`parser/data/generated/${name} is out of date: run tsx scripts/data/${script}`);
    process.exit(1);
  }
}

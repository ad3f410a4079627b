import { readdirSync } from "node:fs";
import { readCases, readMeasuredShares, scoreTable } from "@travel/workbench";
const m = readMeasuredShares().tables;
const names = ["jobs.json", "generalisation-jobs.json", "multilingual-jobs.json", "kind-jobs.json", "style-jobs.json", "blind-kinds-c.json", "blind-kinds-e.json",
  "blind-styles-d.json", "blind-styles-f.json", "blind-styles-g.json", "blind-styles-h.json", "blind-styles-i.json",
  ...readdirSync(new URL("../tests/fixtures/languages/", import.meta.url)).map((f) => `languages/${f}`)];
for (const n of names) {
  const s = scoreTable(readCases(n));
  const was = m[n];
  const flag = was && (s.right < was.right || s.rightLanguageAside < was.rightLanguageAside) ? "  <<< LOST" : "";
  const lang = n.startsWith("languages/") && s.right < s.jobs ? `  <<< ${s.misses.join(" | ")}` : "";
  console.log(`${n.padEnd(28)} right ${s.right}/${s.jobs}${was ? ` (was ${was.right})` : ""}  aside ${s.rightLanguageAside}${was ? ` (was ${was.rightLanguageAside})` : ""}${flag}${lang}`);
  if (flag && process.argv.includes("--misses")) console.log("   " + s.misses.join("\n   "));
}

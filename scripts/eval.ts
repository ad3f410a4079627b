// `pnpm eval`: runs the desk eval pack (docs/DESIGN.md section 12) on the real desk and writes
// discovery/data/desk-evals.json, which the service serves at /data/desk-evals.json.
// This is the one command that regenerates the file; never edit it by hand.
import { relative } from "node:path";
import { DESK_EVAL_CASES, DeskEvalPackSchema, runDeskEvalPack, writeDeskEvalPack } from "@travel/evals";

const total = DESK_EVAL_CASES.length;
let done = 0;
console.log(`[eval] running ${total} cases on the real desk (regional supplier: a loopback server whose apex answers 301)`);
const pack = await runDeskEvalPack((c) => {
  done += 1;
  const failed = c.checks.filter((k) => !k.passed).map((k) => k.id);
  console.log(`[eval ${done}/${total}] ${c.id}: route ${c.route ?? "none"}, ${c.passed}/${c.total} checks, score ${c.score}${failed.length ? ` (failed: ${failed.join(", ")})` : ""}`);
});
DeskEvalPackSchema.parse(pack);

const rows = pack.cases.map((c) => `| ${c.id} | ${c.route ?? "none"} | ${c.passed}/${c.total} | ${c.score.toFixed(1)} |`);
console.log(["", "| case | route | checks passed | score (0-5) |", "| --- | --- | --- | --- |", ...rows, `| mean |  |  | ${pack.meanScore.toFixed(1)} |`].join("\n"));
const file = writeDeskEvalPack(pack);
console.log(`\n[eval] wrote ${relative(process.cwd(), file)} (version ${pack.version}, checked ${pack.checkedAt})`);

// Perturbation classes as a measure that does not wear out: every fixture job read right today, transformed the
// way people really write (workbench/src/perturb.ts: slips of the keyboard, no accents, one case, number words,
// Cyrillic and Greek in Latin letters, forwarded, as a chat line, as tool arguments), scored per class and language.
// usage: tsx scripts/perturb-jobs.ts [--misses] [--class name[,name]]   prints the shares (and the misses)
//        tsx scripts/perturb-jobs.ts --write   also writes tests/fixtures/perturbed-shares.json, the floors of tests/job/perturbed.test.ts
import { PERTURBATION_CLASSES, scorePerturbations, writePerturbedShares } from "@travel/workbench";

const args = process.argv.slice(2);
const only = args.includes("--class") ? (args[args.indexOf("--class") + 1] ?? "").split(",") : null;
const classes = only ? PERTURBATION_CLASSES.filter((c) => only.includes(c.name)) : PERTURBATION_CLASSES;
const started = Date.now();
const scores = await scorePerturbations(classes);
const pct = (right: number, jobs: number) => `${String(right).padStart(4)}/${String(jobs).padEnd(4)} ${jobs ? ((100 * right) / jobs).toFixed(0) : "-"}%`;
const languages = new Map<string, { jobs: number; right: number }>();
for (const cls of classes) {
  const s = scores[cls.name];
  if (!s) continue;
  const worst = Object.entries(s.byLanguage)
    .filter(([, l]) => l.right < l.jobs)
    .sort((a, b) => a[1].right / a[1].jobs - b[1].right / b[1].jobs)
    .slice(0, 6)
    .map(([lang, l]) => `${lang} ${l.right}/${l.jobs}`);
  console.log(`${cls.name.padEnd(22)} ${pct(s.right, s.jobs)}  ${worst.length ? `worst: ${worst.join(", ")}` : ""}`);
  for (const [lang, l] of Object.entries(s.byLanguage)) {
    const sum = languages.get(lang) ?? { jobs: 0, right: 0 };
    languages.set(lang, { jobs: sum.jobs + l.jobs, right: sum.right + l.right });
  }
}
const total = Object.values(scores).reduce((a, s) => ({ jobs: a.jobs + s.jobs, right: a.right + s.right }), { jobs: 0, right: 0 });
console.log(`${"all classes".padEnd(22)} ${pct(total.right, total.jobs)}`);
console.log(`by language: ${[...languages].sort().map(([lang, l]) => `${lang} ${l.right}/${l.jobs}`).join(", ")}`);
if (args.includes("--misses")) for (const cls of classes) for (const m of scores[cls.name]?.misses ?? []) console.log(`[${cls.name}] ${m}`);
if (args.includes("--write")) {
  if (only) throw new Error("--write scores every class; drop --class");
  const out = Object.fromEntries(Object.entries(scores).map(([name, s]) => [name, { jobs: s.jobs, right: s.right }]));
  writePerturbedShares({ measuredAt: new Date().toISOString().slice(0, 10), classes: out });
  console.log("wrote tests/fixtures/perturbed-shares.json");
}
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);

// Reads the checks the 2026-07-28 conformance suite wrote (one server-<scenario>-<time>/checks.json per
// scenario) and prints a verdict per scenario: pass; "not testable" when every failing check says it
// needs one of the suite's own diagnostic tools; or fail. Exits 1 when a required scenario fails.
// usage: node scripts/conformance-verdicts.mjs <results dir> <required scenario>...
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir, ...required] = process.argv.slice(2);
const verdicts = new Map();
for (const entry of readdirSync(dir)) {
  const scenario = entry.replace(/^server-/, "").replace(/-\d{4}-\d\d-\d\dT[\d-]+Z$/, "");
  let checks;
  try {
    checks = JSON.parse(readFileSync(join(dir, entry, "checks.json"), "utf8"));
  } catch {
    continue;
  }
  const failed = checks.filter((c) => c.status === "FAILURE");
  const passed = checks.filter((c) => c.status === "SUCCESS").length;
  const untestable = failed.length > 0 && failed.every((c) => String(c.errorMessage ?? "").startsWith("Not testable"));
  verdicts.set(scenario, { passed, failed: failed.length, verdict: failed.length === 0 ? "pass" : untestable ? "pass*" : "fail", first: failed[0] });
}

let ok = true;
for (const [scenario, v] of [...verdicts].sort(([a], [b]) => a.localeCompare(b))) {
  const isRequired = required.includes(scenario);
  const note = v.verdict === "pass*" ? "failing checks need the suite's diagnostic tools (not testable here)" : v.verdict === "fail" ? String(v.first?.errorMessage ?? "").slice(0, 90) : "";
  console.log(`  ${v.verdict.padEnd(5)} ${scenario.padEnd(48)} ${`${v.passed} passed, ${v.failed} failed`.padEnd(22)} ${isRequired ? "REQUIRED " : ""}${note}`);
}
for (const scenario of required) {
  const v = verdicts.get(scenario);
  if (!v || v.verdict === "fail" || v.passed === 0) {
    console.log(`[conformance] required 2026-07-28 scenario ${scenario} did NOT pass`);
    ok = false;
  }
}
process.exit(ok ? 0 : 1);

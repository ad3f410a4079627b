// pnpm aisle:check [--slug s ...] [--write] [--timeout ms] [--concurrency n]
// Checks the aisle's remote listings for real (initialize, tools/list, purpose tests with a machine
// form) and, with --write, records the dated evidence evals derive from (shared/data/aisle-checks.json).
import { AisleChecksFileSchema, checkAisle, loadCatalogue, mergeChecks, type AisleCheckReport } from "@travel/shared";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const EVIDENCE = fileURLToPath(new URL("../shared/data/aisle-checks.json", import.meta.url));
// Hosts that answer any client; if none answers, this machine has no network and no server is blamed.
const REFERENCE = ["https://www.gstatic.com/generate_204", "https://one.one.one.one/", "https://example.com/"];

const { values } = parseArgs({
  options: {
    slug: { type: "string", multiple: true },
    write: { type: "boolean", default: false },
    timeout: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "4" },
  },
});

async function online(): Promise<boolean> {
  const tries = REFERENCE.map((url) => fetch(url, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(4000) }).then(() => true, () => false));
  return (await Promise.all(tries)).some(Boolean);
}

function line(report: AisleCheckReport): string {
  const o = report.outcome;
  if (o.kind === "skipped") return `${report.slug}: not-checked (${o.reason})`;
  if (o.kind === "no-network") return `${report.slug}: not-checked (this machine has no network: ${o.reason}; not recorded as the server's failure)`;
  const c = o.check;
  const tests = c.purposeTests.map((t) => `${t.id}=${t.result}`).join(" ");
  const changed = c.diff?.schemaChanged?.length ? ` schema changed: ${c.diff.schemaChanged.join(", ")}` : "";
  const diff = c.diff ? ` diff -${c.diff.missing.length} +${c.diff.extra.length}${changed}` : "";
  return `${report.slug}: ${c.status} in ${c.latencyMs} ms${c.reason ? ` (${c.reason})` : ""}${diff}${tests ? ` tests: ${tests}` : ""}`;
}

const loaded = loadCatalogue();
if (!loaded.ok) throw new Error(loaded.error);
const unknown = (values.slug ?? []).filter((s) => !loaded.catalogue.get(s));
if (unknown.length) {
  console.error(`Unknown slug(s): ${unknown.join(", ")}`);
  process.exit(2);
}
const reports = await checkAisle(loaded.catalogue, {
  fetch: (input, init) => fetch(input, init),
  env: process.env,
  timeoutMs: Number(values.timeout),
  concurrency: Number(values.concurrency),
  now: () => new Date(),
  online,
  ...(values.slug?.length ? { slugs: values.slug } : {}),
  onResult: (report, done, total) => console.error(`[${done}/${total}] ${line(report)}`),
});

const offline = reports.filter((r) => r.outcome.kind === "no-network").length;
const checked = reports.filter((r) => r.outcome.kind === "checked").length;
console.log(`${reports.length} listing(s): ${checked} checked, ${offline} not checked for want of network, ${reports.length - checked - offline} skipped.`);
if (values.write) {
  const previous = AisleChecksFileSchema.parse(JSON.parse(readFileSync(EVIDENCE, "utf8")));
  writeFileSync(EVIDENCE, `${JSON.stringify(mergeChecks(previous, reports), null, 2)}\n`);
  console.log(`Wrote ${checked} check(s) to shared/data/aisle-checks.json. Regenerate the snapshots: pnpm exec tsx scripts/snapshot-docs.ts`);
}

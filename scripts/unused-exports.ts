// Lists the names each workspace package exports from its entry that nothing outside the package
// imports (issue 17 asks for at most 10), and those only tests import.
// usage: pnpm exec tsx scripts/unused-exports.ts
import { packageExports, readSourceGraph, REPO_ROOT } from "@travel/workbench";

const exports = packageExports(readSourceGraph(REPO_ROOT));
const unused = exports.filter((e) => e.users.length === 0);
const testsOnly = exports.filter((e) => e.users.length > 0 && e.users.every((u) => u.startsWith("tests/")));
for (const e of unused) console.log(`unused      ${e.pkg} ${e.name}`);
for (const e of testsOnly) console.log(`tests only  ${e.pkg} ${e.name}  (${e.users.join(", ")})`);
console.log(`${exports.length} exports; ${unused.length} imported by nothing outside their package, ${testsOnly.length} by tests alone`);

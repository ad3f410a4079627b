// Bundles the server into one ES module so `pnpm start` runs plain node (no TypeScript at run time).
// usage: node scripts/build.mjs [--outfile path]   (default server/dist/main.mjs)
import { build } from "esbuild";

const at = process.argv.indexOf("--outfile");
const outfile = at > 0 ? process.argv[at + 1] : "server/dist/main.mjs";

await build({
  entryPoints: ["server/src/main.ts"],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

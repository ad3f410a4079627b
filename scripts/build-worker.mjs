// Bundles the Cloudflare Worker (server/src/worker.ts) into one minified ES module, the file
// wrangler.jsonc names as `main` and uploads as it is (no_bundle): `pnpm dev:worker`, the tests'
// worker target and `wrangler deploy` all run these same bytes.
// usage: node scripts/build-worker.mjs [--outfile path] [--metafile path]   (default server/dist/worker.mjs)
import { writeFileSync } from "node:fs";
import { build } from "esbuild";
import { frontCodedTablesPlugin } from "./build-worker-tables.mjs";
import { jsonParsePlugin } from "./json-parse-plugin.mjs";
import { makeOneByte } from "./one-byte-source.mjs";
import { validatedAislePlugin } from "./validated-aisle-plugin.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const outfile = arg("--outfile", "server/dist/worker.mjs");
const metafile = arg("--metafile", undefined);

// The SDK's Server and Client build an Ajv validator by default; Ajv compiles schemas with
// new Function(), which Workers forbid. Swap in the SDK's own @cfworker/json-schema provider, which
// needs no code generation (and is a fraction of Ajv's size).
const cfworkerValidator = {
  name: "sdk-validator-for-workers",
  setup(b) {
    b.onLoad({ filter: /@modelcontextprotocol[\\/]sdk[\\/]dist[\\/]esm[\\/]validation[\\/]ajv-provider\.js$/ }, () => ({
      contents: 'export { CfWorkerJsonSchemaValidator as AjvJsonSchemaValidator } from "./cfworker-provider.js";',
      loader: "js",
    }));
  },
};

// The languages of other scripts only the Node server reads (scripts/data/build-scripts.ts, `nodeOnly`): their names
// would take the bundle past Cloudflare's 3 MB, so the Worker reads none of them.
const nodeOnlyScripts = {
  name: "node-only-scripts",
  setup(b) {
    b.onLoad({ filter: /parser[\\/]data[\\/]generated[\\/]scripts-node\.js$/ }, () => ({
      contents: 'export const tables = () => \'{"languages":{}}\';',
      loader: "js",
    }));
  },
};

const result = await build({
  entryPoints: ["server/src/worker.ts"],
  outfile,
  bundle: true,
  format: "esm",
  platform: "browser",
  // The export conditions workerd itself honours, then the browser ones.
  conditions: ["workerd", "worker", "browser"],
  target: "es2022",
  minify: true,
  // Names stay readable in Workers Logs stack traces (minified names would say nothing).
  keepNames: true,
  sourcemap: false,
  legalComments: "none",
  // Provided by workerd under the nodejs_compat flag (wrangler.jsonc).
  external: ["node:*", "cloudflare:*"],
  plugins: [cfworkerValidator, nodeOnlyScripts, frontCodedTablesPlugin, validatedAislePlugin, jsonParsePlugin],
  metafile: metafile !== undefined,
  logLevel: "warning",
});
if (metafile) writeFileSync(metafile, JSON.stringify(result.metafile));
makeOneByte(outfile);

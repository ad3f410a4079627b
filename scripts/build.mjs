// Bundles the server so `pnpm start` runs plain node (no TypeScript at run time), and writes V8's code
// cache for the bundle beside it.
// usage: node scripts/build.mjs [--outfile path]   (default server/dist/main.mjs)
//
// What is written: <name>.cjs, the whole server as one classic script; <name>.cjs.cache, V8's code cache
// for it; and <name>.mjs, the entry node runs, which compiles the script with that cache. Node 20 has no
// compile cache for ES modules (module.enableCompileCache is 22.1+), but vm.Script takes V8's cachedData:
// with it V8 skips parsing the multi-megabyte bundle at every start. A cache V8 refuses (another node
// version, flags that change code generation) is only ignored: the script is then compiled from source.
import { build } from "esbuild";
import { isAscii } from "node:buffer";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { codeCacheFor, loaderSource, warmCodeCache } from "./code-cache.mjs";
import { dataFilesPlugin } from "./data-files-plugin.mjs";
import { http1OnlyPlugin } from "./http1-only-plugin.mjs";
import { jsonParsePlugin } from "./json-parse-plugin.mjs";
import { lazyModulePlugin } from "./lazy-module-plugin.mjs";
import { makeOneByte } from "./one-byte-source.mjs";
import { validatedAislePlugin } from "./validated-aisle-plugin.mjs";

const at = process.argv.indexOf("--outfile");
const outfile = at > 0 ? process.argv[at + 1] : "server/dist/main.mjs";
const script = outfile.replace(/\.mjs$/, "") + ".cjs";
// The parser's generated tables, read from files beside the bundle (scripts/data-files-plugin.mjs).
const TABLES = basename(script, ".cjs") + ".tables";
rmSync(join(dirname(script), TABLES), { recursive: true, force: true });

// Loaded on first use (scripts/lazy-module-plugin.mjs): tinyld; tldts, whose public suffix tables only a supplier named
// by a domain needs (shared/src/suppliers/apex.ts); and the MCP SDKs (their zod schemas were a third of
// the CPU before the first answer, issue 28), whose objects the server makes on its first MCP request that needs them.
const LAZY_MODULES = {
  "tinyld/light": ["detect"],
  tldts: ["parse"],
  "@modelcontextprotocol/server": { lazy: ["createMcpHandler", "McpServer", "isLegacyRequest", "createRequestStateCodec", "acceptedContent", "inputRequired"], values: ["CLIENT_CAPABILITIES_META_KEY"] },
  "@modelcontextprotocol/sdk/server/mcp.js": { lazy: ["McpServer"] },
  "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js": { lazy: ["WebStandardStreamableHTTPServerTransport"] },
  "@modelcontextprotocol/sdk/types.js": { lazy: ["InitializeRequestSchema"], values: ["SUPPORTED_PROTOCOL_VERSIONS", "LATEST_PROTOCOL_VERSION"] },
  "@modelcontextprotocol/sdk/client/index.js": { lazy: ["Client"] },
  "@modelcontextprotocol/sdk/client/streamableHttp.js": { lazy: ["StreamableHTTPClientTransport"] },
};

await build({
  entryPoints: ["server/src/main.ts"],
  outfile: script,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  // import() of a Node built-in becomes require(): vm.Script is given no loader for dynamic imports.
  supported: { "dynamic-import": false },
  // Minified: V8 parses and holds the whole source at start-up, so a smaller file starts sooner and
  // sits lower in memory (issue 16). Identifiers are not minified, so V8 names each function as the source
  // does and stack traces in the log still say which function, with nothing done at run time: esbuild's
  // keepNames gave a renamed function its name back with Object.defineProperty each time the function was
  // made, and Hono's context and @hono/node-server make a dozen closures a request (~4% of a REST request's
  // CPU in a perf profile, issue 28); the names cost 0.6 MB of source. The source map is written beside it
  // for `node --enable-source-maps` while debugging. `pnpm start` does not load it: parsing the 9 MB map cost
  // ~40 MB of resident memory.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  legalComments: "none",
  plugins: [dataFilesPlugin(join(dirname(script), TABLES)), validatedAislePlugin, jsonParsePlugin, lazyModulePlugin(LAZY_MODULES), http1OnlyPlugin],
  logLevel: "warning",
  // A module that finds files relative to itself reads import.meta.url; in the classic script that is its own file's URL.
  banner: { js: '"use strict";' + "var __import_meta_url = require('node:url').pathToFileURL(__filename).href;" + `var __tables_dir = __dirname + "/${TABLES}";` },
  define: { "import.meta.url": "__import_meta_url" },
});
// ASCII alone, so the entry reads it as Latin-1 (a copy, no UTF-8 decoding) and gets the same text.
makeOneByte(script, 0x7f);
if (!isAscii(readFileSync(script))) throw new Error(`${script} is not ASCII: its entry would misread it`);
writeFileSync(outfile, loaderSource(basename(script)));
// The cache made after a warm-up (scripts/code-cache.mjs), and the entry again, now loading the built-in modules the
// warm-up's server had loaded by its first answer before it sets V8's flags; the cache made at compile time when that fails.
rmSync(script + ".cache", { force: true });
const builtins = await warmCodeCache(outfile, script);
if (builtins) writeFileSync(outfile, loaderSource(basename(script), builtins));
else writeFileSync(script + ".cache", codeCacheFor(script));

// V8's code cache for the server bundle (scripts/build.mjs): made at build time, read by the bundle's
// entry at every start. The entry wraps the script exactly as Node wraps a CommonJS module, so the code
// that is cached is the code that runs.
//
// A cache made right after compiling holds only the top-level code: every function the first job calls
// is still compiled lazily on that job (issue 28: about half its CPU). So the build starts the built
// server once, sends it a few REST and MCP jobs, and then asks it for its cache: V8 then includes every
// function compiled so far, and the next start reads their bytecode instead of compiling them.
//
// V8 checks Node's own code cache for its built-in modules against the flags in force, like any cache: a built-in
// loaded after the entry has set its flags was compiled from source (63 modules by the first answer: http, net,
// crypto, cluster and the rest, ~10 ms of CPU, issue 28). So the warm-up also reports which built-in modules the
// server had loaded by its first answers (its first job over REST and over MCP), and the entry the build writes then loads
// those before it sets the flags.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import Module from "node:module";
import { createServer } from "node:net";
import { setFlagsFromString } from "node:v8";
import { Script } from "node:vm";

// V8 flags the entry sets before it compiles the bundle. V8 refuses a code cache made under other flags, so the
// compile-time cache below is made under them too (the warm one is made by the entry itself). The young generation
// stays at its first 1 MB semi-space instead of doubling up to 16 MB during start-up: V8 never gives those pages
// back, and they were ~15 MB of resident memory after the first job (issue 28). Of its flags only this one can be set
// from code: V8 reads --max-semi-space-size once, when the heap is made. TurboFan is off: the first job's hot loops had
// it compile on V8's worker threads for ~60 ms of CPU and ~8 MB of memory the first answer did not need. The server
// restores both after its first POST or its 64th request (server/src/node/start-up-flags.ts), so the warm cache is
// written once these flags are set again.
export const ENTRY_V8_FLAGS = "--semi-space-growth-factor=1 --no-turbofan";

// Set by warmCodeCache only: the file the entry writes its cache to when it gets SIGUSR2.
const WARM_OUT = "TRAVEL_CODE_CACHE_OUT";

/** V8's cached data for `file` compiled as the entry compiles it. */
export function codeCacheFor(file) {
  setFlagsFromString(ENTRY_V8_FLAGS);
  return new Script(Module.wrap(readFileSync(file, "utf8")), { filename: file }).createCachedData();
}

// Jobs of the kinds the desk answers most, in words of our own: the warm-up compiles what they call. One for each of the
// desk's routes (docs/DESIGN.md section 6) besides the searches: a route no warm job took compiled its code on its first job.
const WARM_JOBS = [
  "2 adults flying from Lisbon to Berlin on 12 June 2027, one way",
  "Family of four, London to Rome, 3-10 August 2027, hotel near the centre",
  "Zwei Personen von München nach Wien am 5. Mai 2027",
  "Three of us from Kraków to Budapest on 9 July 2027",
  "A party of 20 from Vienna to Lisbon on 3 September 2027",
  "Our train from Prague to Berlin was cancelled yesterday, can we claim anything?",
  "mobile data for Greece, two weeks",
];

/**
 * Starts the built entry, sends it WARM_JOBS over REST and MCP, and writes `<script>.cache` with the cache V8
 * makes then. Returns the built-in modules the server had loaded by its first answers, or undefined when anything
 * failed (the caller then writes the compile-time cache and an entry that loads no built-in early: slower first job,
 * same answers).
 */
export async function warmCodeCache(entry, script) {
  const out = script + ".cache.warm";
  rmSync(out, { force: true });
  const port = await freePort();
  const env = { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp", [WARM_OUT]: out };
  const child = spawn(process.execPath, [entry], { env, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let builtins = [];
  try {
    // The first SIGUSR2, sent after the first job (REST and MCP), asks for the built-in modules; the second for the cache.
    await sendWarmJobs(`http://127.0.0.1:${port}`, async () => {
      child.kill("SIGUSR2");
      builtins = await readWhenWritten(out + ".builtins");
    });
    child.kill("SIGUSR2");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  } catch (error) {
    console.warn(`code cache: warm-up failed (${error instanceof Error ? error.message : error}); keeping the compile-time cache`);
  } finally {
    child.kill("SIGKILL");
  }
  if (!existsSync(out)) return undefined;
  renameSync(out, script + ".cache");
  return builtins;
}

async function readWhenWritten(file) {
  const started = Date.now();
  while (!existsSync(file)) {
    if (Date.now() - started > 10_000) throw new Error("the server did not report its built-in modules");
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 20));
  const names = JSON.parse(readFileSync(file, "utf8"));
  rmSync(file, { force: true });
  return names;
}

async function sendWarmJobs(url, afterFirstJob) {
  const started = Date.now();
  while (!(await fetch(url + "/healthz").then((r) => r.ok, () => false))) {
    if (Date.now() - started > 20_000) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 20));
  }
  const mcp = { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" };
  const post = async (headers, body) => {
    const response = await fetch(url + "/desk", { method: "POST", headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST /desk answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (const [i, job] of WARM_JOBS.entries()) {
    await post({ "content-type": "application/json" }, { job });
    await post(mcp, { jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job } } });
    if (i === 0) await afterFirstJob();
  }
  await post(mcp, { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "build", version: "1" } } });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The ES module node runs: loads the built-in modules `builtins` while V8's flags are still Node's own, then compiles
 * `scriptName` (beside it) with its code cache, when V8 takes it, and runs it as a CommonJS module.
 */
export function loaderSource(scriptName, builtins = []) {
  return `// Generated by scripts/build.mjs: runs ${scriptName} with V8's code cache (see scripts/code-cache.mjs).
// Built-ins are required, not imported: an ES module import of node:fs makes Node build its ES module facade, which
// reads every export, and so loads fs's streams and promises on every start (~5 ms of CPU, issue 28).
import Module, { createRequire } from "node:module";

const builtin = createRequire(import.meta.url);
const { readFileSync, writeFileSync } = builtin("node:fs");
const { dirname } = builtin("node:path");
const { fileURLToPath } = builtin("node:url");
const { setFlagsFromString } = builtin("node:v8");
const { Script } = builtin("node:vm");

// Before the flags: V8 takes Node's code cache for a built-in only under the flags it was made with (see above). A name
// another version of node does not know is passed over (the bundle's own cache is refused there too).
for (const name of ${JSON.stringify(builtins)}) if (Module.builtinModules.includes(name)) builtin(name);
setFlagsFromString(${JSON.stringify(ENTRY_V8_FLAGS)});
const filename = fileURLToPath(new URL(${JSON.stringify(`./${scriptName}`)}, import.meta.url));
const require = createRequire(filename);
if (process.sourceMapsEnabled) {
  // node --enable-source-maps: Node's own CommonJS loader applies the source map (a vm.Script's stack traces stay unmapped).
  require(filename);
} else {
  const module = { exports: {}, filename, id: ".", loaded: false };
  const script = compile();
  const warmOut = process.env.${WARM_OUT};
  // The build's warm-up (scripts/code-cache.mjs): after its first job, name the built-in modules loaded so far; after
  // its last, write the cache with what the jobs compiled.
  let asked = 0;
  if (warmOut) process.on("SIGUSR2", () => {
    if (++asked === 1) return writeFileSync(warmOut + ".builtins", JSON.stringify(loadedBuiltins()));
    setFlagsFromString(${JSON.stringify(ENTRY_V8_FLAGS)});
    process.exit(writeFileSync(warmOut, script.createCachedData()) ?? 0);
  });
  script.runInThisContext().call(module.exports, module.exports, require, module, filename, dirname(filename));
}

// Node's record of the modules it has loaded names each built-in "NativeModule <name>"; internal ones cannot be required,
// and the public ones named with an underscore (_http_agent and the like) are loaded by the module that needs them.
function loadedBuiltins() {
  const named = process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => m.slice(13));
  return named.filter((name) => Module.builtinModules.includes(name) && !name.startsWith("_"));
}

// The cache's buffer is needed only while compiling: kept in a local, it is garbage once V8 has read it.
function compile() {
  let cachedData;
  try {
    cachedData = readFileSync(filename + ".cache");
  } catch {
    // No cache (a bundle copied alone): compiled from source.
  }
  // The bundle is ASCII (scripts/build.mjs): read as Latin-1 it is the same text, copied instead of decoded.
  return new Script(Module.wrap(readFileSync(filename, "latin1")), { filename, cachedData });
}
`;
}

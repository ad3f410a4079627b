// An esbuild plugin for the Node server's bundle: a module named here is evaluated the first time one of its
// exports is used, not at start-up. esbuild hoists every statically imported ES module into the bundle's
// top level, so a library the desk seldom calls still runs its set-up at every start: tinyld builds its
// n-gram tables (~60 ms of CPU, issue 28) although the parser asks it only when its own detection words
// decide nothing; the two MCP SDKs build some 12,000 zod schemas although a REST job, /healthz and a plain
// 2025-era tools/call (answered without the SDK) use none. Each named module is replaced by a stub whose
// exports require() the real one; esbuild wraps a module reached by require() in a function that runs once,
// on that first use.
//
// A module is named with either the list of its exported functions the bundle calls (each stub a function), or
// { lazy, values }: `lazy` exports (classes, functions, functions with members) become proxies that load the
// module when called, constructed or read; `values` (constants: strings, arrays of strings) are read from the
// real module here, at build time, and written into the stub as JSON, so reading one loads nothing.
import { pathToFileURL } from "node:url";

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The stub's source for the { lazy, values } form. */
async function proxyStub(real, path, { lazy = [], values = [] }) {
  const lines = [`let real; const load = () => (real ??= ${real});`];
  if (lazy.length) {
    // The target is a function so that `new` and calls reach the traps; every member read is the real export's.
    lines.push(`const lazy = (name) => new Proxy(function () {}, {
  apply: (_, self, args) => Reflect.apply(load()[name], self, args),
  construct: (_, args) => Reflect.construct(load()[name], args),
  // A method read through the proxy is bound to the real export, as a call on the export itself would be.
  get: (_, key) => {
    const value = load()[name][key];
    return typeof value === "function" ? value.bind(load()[name]) : value;
  },
  has: (_, key) => key in load()[name],
});`);
    for (const name of lazy) lines.push(`export const ${name} = lazy(${JSON.stringify(name)});`);
  }
  if (values.length) {
    const module = await import(pathToFileURL(path).href);
    for (const name of values) {
      const json = JSON.stringify(module[name]);
      if (json === undefined || JSON.stringify(JSON.parse(json)) !== json) throw new Error(`lazy-modules: ${name} is not a JSON value`);
      lines.push(`export const ${name} = ${json};`);
    }
  }
  return lines.join("\n");
}

/** `modules`: specifier -> the names of its exported functions the bundle calls, or { lazy, values } (above). */
export function lazyModulePlugin(modules) {
  const names = Object.keys(modules);
  const filter = new RegExp(`^(${names.map(escape).join("|")})$`);
  return {
    name: "lazy-modules",
    setup(build) {
      build.onResolve({ filter }, (args) => (args.namespace === "lazy-module" ? undefined : { path: args.path, namespace: "lazy-module", pluginData: args.resolveDir }));
      build.onLoad({ filter: /.*/, namespace: "lazy-module" }, async (args) => {
        const spec = modules[args.path];
        // An ES module is resolved as an import (its ES build, the one the rest of the bundle shares) and then
        // required: esbuild gives require() of an ES module its namespace, evaluated on that first call.
        const kind = Array.isArray(spec) ? "require-call" : "import-statement";
        // Resolved as from this namespace, which the onResolve above leaves to esbuild: the real module's file.
        const resolved = await build.resolve(args.path, { kind, resolveDir: args.pluginData, namespace: "lazy-module" });
        if (resolved.errors.length) return { errors: resolved.errors };
        const real = `require(${JSON.stringify(resolved.path)})`;
        const contents = Array.isArray(spec)
          ? spec.map((name) => `export function ${name}(...args) { return ${real}.${name}(...args); }`).join("\n")
          : await proxyStub(real, resolved.path, spec);
        return { contents, loader: "js", resolveDir: args.pluginData };
      });
    },
  };
}

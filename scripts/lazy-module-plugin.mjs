// An esbuild plugin for the Node server's bundle: a module named here is evaluated the first time one of its
// exports is called, not at start-up. esbuild hoists every statically imported ES module into the bundle's
// top level, so a library the desk seldom calls still runs its set-up at every start: tinyld builds its
// n-gram tables (~60 ms of CPU, issue 28) although the parser asks it only when its own detection words
// decide nothing. Each named module is replaced by a stub whose functions require() the real one; esbuild
// wraps a module reached by require() in a function that runs once, on that first call.

/** `modules`: specifier -> the names of its exported functions the bundle calls. */
export function lazyModulePlugin(modules) {
  const names = Object.keys(modules);
  const filter = new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})$`);
  return {
    name: "lazy-modules",
    setup(build) {
      build.onResolve({ filter }, (args) => (args.namespace === "lazy-module" ? undefined : { path: args.path, namespace: "lazy-module", pluginData: args.resolveDir }));
      build.onLoad({ filter: /.*/, namespace: "lazy-module" }, async (args) => {
        const resolved = await build.resolve(args.path, { kind: "require-call", resolveDir: args.pluginData });
        if (resolved.errors.length) return { errors: resolved.errors };
        const real = `require(${JSON.stringify(resolved.path)})`;
        const stubs = modules[args.path].map((name) => `export function ${name}(...args) { return ${real}.${name}(...args); }`);
        return { contents: stubs.join("\n"), loader: "js", resolveDir: args.pluginData };
      });
    },
  };
}

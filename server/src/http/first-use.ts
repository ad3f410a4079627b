/**
 * An object made on the first use of any of its members, then reused: what start-up need not build. The Node
 * bundle loads the MCP SDKs on first use (scripts/lazy-module-plugin.mjs), so an SDK object made at start-up would
 * load them there; one made through this is made, and loads them, on the first MCP request that needs it.
 */
export function onFirstUse<T extends object>(make: () => T): T {
  let made: T | undefined;
  const real = () => (made ??= make());
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    has: (_, key) => Reflect.has(real(), key),
  });
}

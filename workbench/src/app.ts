import { createApp, createDefaultDeps, type AppDeps } from "@travel/server";
import { loadConfig, type Config, type DeskDeps } from "@travel/shared";
import type { Hono } from "hono";

/** A configuration as main.ts reads it from `env` (defaults for everything else); an invalid one throws. */
export function configFrom(env: Record<string, string>): Config {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(`configuration invalid: ${JSON.stringify(loaded.errors)}`);
  return loaded.config;
}

/** What a caller may put in place of the real dependencies: some of the desk's ports, some of the app's. */
export interface AppOverrides {
  desk?: Partial<DeskDeps>;
  deps?: Partial<AppDeps>;
}

/** The real app on the real dependencies for `env`, as main.ts builds it (no port opened), with optional overrides. */
export async function buildApp(env: Record<string, string>, overrides: AppOverrides = {}): Promise<{ app: Hono; deps: AppDeps }> {
  const config = configFrom(env);
  const built = createDefaultDeps(config);
  if (!built.ok) throw new Error(`cannot build the desk: ${built.error}`);
  const deps: AppDeps = { config, desk: { ...built.desk, ...overrides.desk }, catalogue: built.catalogue, sideDesks: built.sideDesks, ...overrides.deps };
  return { app: await createApp(deps), deps };
}

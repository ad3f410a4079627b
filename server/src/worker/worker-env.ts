import type { RateLimitBinding } from "./cloudflare-rate-limiter.js";

/**
 * What a Worker receives as `env`: the variables of docs/DESIGN.md section 3 as strings (wrangler.jsonc
 * `vars`, dashboard variables, secrets) plus the rate-limiting binding declared in wrangler.jsonc.
 */
export interface WorkerEnv {
  RATE_LIMITER?: RateLimitBinding;
  [name: string]: unknown;
}

/** The name of the rate-limiting binding in wrangler.jsonc. */
export const RATE_LIMITER_BINDING = "RATE_LIMITER";

/**
 * The string variables only, as loadConfig reads them. HOST defaults to a public address: a Worker
 * is always reached through Cloudflare's public hostname, and the loopback Host check (DNS-rebinding
 * protection for a local Node process) would refuse it.
 */
export function workerVariables(env: WorkerEnv): Record<string, string> {
  const vars: Record<string, string> = { HOST: "0.0.0.0" };
  for (const [name, value] of Object.entries(env)) if (typeof value === "string") vars[name] = value;
  return vars;
}

import sharedPackage from "../../package.json" with { type: "json" };
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { DEFAULT_CEE_COUNTRIES } from "@travel/parser";
import { withoutTrailingSlashes } from "./display-url.js";

export { DEFAULT_CEE_COUNTRIES };


/** Tool names the desk must never call on a supplier (docs/DESIGN.md section 8, rule 3). */
export const FORBIDDEN_TOOL_PATTERN = /book|pay|checkout|ticket|email_offer/i;

const port = z.coerce.number().int().min(0).max(65535);
const ms = z.coerce.number().int().min(0).max(600_000);
const httpUrl = z.url({ protocol: /^https?$/ });
const countryList = z
  .string()
  .transform((s) => s.split(",").map((c) => c.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "each entry must be an ISO 3166-1 alpha-2 code")).min(1));

// A proxy list as proxy-addr (Express's "trust proxy") reads it: addresses, CIDRs, or its names
// loopback, linklocal, uniquelocal. Compiled here once so a typo stops the start with its variable named.
const proxyList = z
  .string()
  .transform((s) => s.split(",").map((p) => p.trim()).filter(Boolean))
  .superRefine((list, ctx) => {
    try {
      proxyaddr.compile(list);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: `not a proxy address or CIDR list (${error instanceof Error ? error.message : String(error)}); e.g. 10.0.0.0/8,::1` });
    }
  });

/** The environment as the service reads it: every variable of docs/DESIGN.md section 3, strings in, typed values out. */
export const EnvSchema = z.object({
  PORT: port.default(8787).describe("Listen port"),
  HOST: z.string().min(1).default("127.0.0.1").describe("Listen address (0.0.0.0 in a container)"),
  BASE_URL: httpUrl.optional().describe("Public base URL written into every document; default http://localhost:${PORT}"),
  VENDOR: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and '-' only").default("example").describe("Registry namespace: com.<vendor>/desk"),
  DESK_SERVER_NAME: z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/).default("travel-desk").describe("serverInfo name of the desk MCP server"),
  CATALOGUE_SERVER_NAME: z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/).default("travel-aisle").describe("serverInfo name of the catalogue MCP server"),
  REGIONAL_SUPPLIER_URL: httpUrl.optional().describe("MCP endpoint of the owned regional supplier; unset means DOWN (not configured)"),
  REGIONAL_SUPPLIER_APEX: httpUrl.optional().describe("Apex URL probed before the supplier; default derived from the supplier URL"),
  REGIONAL_SUPPLIER_TOOL: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/).default("search_trips").describe("The supplier's search tool"),
  GROUP_SPECIALIST_NAME: z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/).optional().describe("Name of the external group-flight specialist MCP server"),
  GROUP_SPECIALIST_URL: httpUrl.optional().describe("URL of the external group-flight specialist MCP server"),
  GROUP_SPECIALIST_TOKEN_ENV: z.string().regex(/^[A-Z_][A-Z0-9_]*$/, "an environment variable name").default("GROUP_SPECIALIST_TOKEN").describe("Name of the env var a client keeps the specialist's Bearer token in"),
  SUPPLIER_TIMEOUT_MS: ms.default(2500).describe("Hard budget for one supplier probe and call"),
  SUPPLIER_HEALTH_TTL_MS: ms.default(30_000).describe("How long a probe result is reused (0: probe every time)"),
  ALLOWED_ORIGINS: z.string().optional().describe("Comma-separated browser origins allowed on the MCP endpoints, or *"),
  CEE_COUNTRIES: countryList.optional().describe("Comma-separated ISO-2 codes counted as central and eastern Europe"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600).describe("JSON-RPC calls and REST requests per minute per client address on POST endpoints (0 disables)"),
  TRUST_PROXY: proxyList.optional().describe("Comma-separated addresses or CIDRs of the reverse proxies in front of the service; their X-Forwarded-For then names the client. Unset: the socket address is the client"),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000).describe("How long a POST body may take to arrive; slower is a 408 and a closed connection"),
  REQUEST_STATE_KEY: z
    .string()
    .min(32, "at least 32 characters (256 bits), e.g. the output of openssl rand -base64 32")
    .optional()
    .describe("Secret that seals the requestState of a 2026-07-28 input_required answer (HMAC-SHA256), so any instance can continue what another asked; unset: a random key per process"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info").describe("Log level of the JSON request log"),
});

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** Validated configuration with every default resolved. */
export interface Config {
  port: number;
  host: string;
  baseUrl: string;
  vendor: string;
  version: string;
  deskServerName: string;
  catalogueServerName: string;
  regionalSupplier: { url: string | null; apex: string | null; tool: string };
  groupSpecialist: { name: string | null; url: string | null; tokenEnv: string };
  supplierTimeoutMs: number;
  supplierHealthTtlMs: number;
  /** "*" (any origin), "loopback" (any port on a loopback host) or an exact list of origins. */
  allowedOrigins: "*" | "loopback" | string[];
  ceeCountries: string[];
  rateLimitPerMinute: number;
  /** Proxies whose X-Forwarded-For is believed (empty: none; the socket address is the client). */
  trustProxy: string[];
  /** How long a request body may take to arrive before the answer is a 408. */
  bodyTimeoutMs: number;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  /** The key that seals requestState; null: the app draws a random one, valid only in its own process. */
  requestStateKey: string | null;
}

/** The service version: shared/package.json's, the one place it is written (the other packages carry none). */
export const SERVICE_VERSION: string = sharedPackage.version;

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: { variable: string; message: string }[] };

/** Reads the environment once; every problem names its variable. Never throws. */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "environment"), message: i.message })),
    };
  }
  const e = parsed.data;
  const baseUrl = withoutTrailingSlashes(e.BASE_URL ?? `http://localhost:${e.PORT}`);
  const allowedOrigins: Config["allowedOrigins"] = e.ALLOWED_ORIGINS
    ? parseOrigins(e.ALLOWED_ORIGINS)
    : LOOPBACK_HOSTS.has(e.HOST)
      ? "loopback"
      : "*";
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      baseUrl,
      vendor: e.VENDOR,
      version: SERVICE_VERSION,
      deskServerName: e.DESK_SERVER_NAME,
      catalogueServerName: e.CATALOGUE_SERVER_NAME,
      regionalSupplier: { url: e.REGIONAL_SUPPLIER_URL ?? null, apex: e.REGIONAL_SUPPLIER_APEX ?? null, tool: e.REGIONAL_SUPPLIER_TOOL },
      groupSpecialist: { name: e.GROUP_SPECIALIST_NAME ?? null, url: e.GROUP_SPECIALIST_URL ?? null, tokenEnv: e.GROUP_SPECIALIST_TOKEN_ENV },
      supplierTimeoutMs: e.SUPPLIER_TIMEOUT_MS,
      supplierHealthTtlMs: e.SUPPLIER_HEALTH_TTL_MS,
      allowedOrigins,
      ceeCountries: e.CEE_COUNTRIES ?? [...DEFAULT_CEE_COUNTRIES],
      rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
      trustProxy: e.TRUST_PROXY ?? [],
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      logLevel: e.LOG_LEVEL,
      requestStateKey: e.REQUEST_STATE_KEY ?? null,
    },
  };
}

function parseOrigins(value: string): Config["allowedOrigins"] {
  const list = value.split(",").map((o) => withoutTrailingSlashes(o.trim())).filter(Boolean);
  return list.includes("*") ? "*" : list;
}

/** Hosts that count as loopback, for binding and for the default Origin policy. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

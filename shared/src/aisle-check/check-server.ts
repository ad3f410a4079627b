import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { PurposeRun, ServerCheck } from "../schemas/aisle-check.js";
import { FORBIDDEN_TOOL_PATTERN } from "../schemas/config.js";
import type { PurposeTest } from "../schemas/eval.js";
import type { Listing } from "../schemas/listing.js";
import type { FetchFn } from "../suppliers/apex.js";
import { describeError, isTimeoutError } from "../suppliers/describe-error.js";

/** A check's outcome: measured, skipped before any request, or impossible because this machine is offline. */
export type CheckOutcome =
  | { kind: "checked"; check: ServerCheck }
  | { kind: "skipped"; reason: string }
  | { kind: "no-network"; reason: string };

export interface CheckOptions {
  fetch: FetchFn;
  /** The environment token variables are read from (never written anywhere). */
  env: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
  now: () => Date;
  /** True when this machine reaches the internet at all; asked only after a connection failed. */
  online: () => Promise<boolean>;
  /** The listing's purpose tests (from its eval evidence). */
  purposeTests: readonly PurposeTest[];
}

/** The env var a listing's credential is read from for a check: its URL key's, else AISLE_TOKEN_<SLUG>. */
export function tokenVariable(listing: Listing): string | null {
  if (listing.urlKey) return listing.urlKey.env;
  if (listing.auth.kind === "none") return null;
  return `AISLE_TOKEN_${listing.slug.toUpperCase().replace(/-/g, "_")}`;
}

/**
 * Checks one listed server with the official SDK client: initialize, tools/list, the diff against the
 * listing, and each purpose test that has a machine form and whose tool is listed, annotated read-only
 * and not forbidden. Never calls any other tool. Every request shares one deadline.
 */
export async function checkServer(listing: Listing, options: CheckOptions): Promise<CheckOutcome> {
  if (!listing.url) return { kind: "skipped", reason: "no remote URL: run it yourself" };
  const variable = tokenVariable(listing);
  const secret = variable ? options.env[variable] : undefined;
  if (variable && !secret) return { kind: "skipped", reason: `needs a credential: set ${variable} to check it` };

  const url = new URL(listing.url);
  if (listing.urlKey && secret) url.searchParams.set(listing.urlKey.param, secret);
  const headers: Record<string, string> = secret && !listing.urlKey ? { Authorization: `Bearer ${secret}` } : {};
  const statuses: number[] = [];
  const signal = AbortSignal.timeout(options.timeoutMs);
  const fetchSeen: FetchFn = async (input, init) => {
    const res = await options.fetch(input, { ...init, signal });
    statuses.push(res.status);
    return res;
  };
  const started = Date.now();
  const client = new Client({ name: "aisle-check", version: "1" }, { capabilities: {} });
  client.onerror = () => {};
  const base = () => ({ checkedAt: options.now().toISOString(), latencyMs: Date.now() - started });
  try {
    const transport = new StreamableHTTPClientTransport(url, { fetch: fetchSeen, requestInit: { headers } });
    await client.connect(transport, { signal, timeout: options.timeoutMs });
    const latencyMs = Date.now() - started;
    const { tools } = await client.listTools(undefined, { signal, timeout: Math.max(1, options.timeoutMs - latencyMs) });
    const served = new Set(tools.map((t) => t.name));
    const listed = new Set(listing.tools.map((t) => t.name));
    const purposeTests = [];
    for (const test of options.purposeTests) purposeTests.push(await runPurposeTest(client, test, tools, signal, options.timeoutMs));
    const info = client.getServerVersion();
    return {
      kind: "checked",
      check: {
        status: "healthy",
        checkedAt: options.now().toISOString(),
        latencyMs,
        protocolVersion: transport.protocolVersion ?? "unknown",
        ...(info ? { serverInfo: { name: info.name, version: info.version } } : {}),
        tools: tools.map((t) => ({ name: t.name, ...(t.annotations ? { annotations: { ...t.annotations } } : {}), inputSchema: { ...t.inputSchema } })),
        diff: {
          missing: [...listed].filter((n) => !served.has(n)).sort(),
          extra: [...served].filter((n) => !listed.has(n)).sort(),
          // Only for a listing that records a schema: there is nothing to compare otherwise.
          ...(listing.tools.some((t) => t.inputSchema) ? { schemaChanged: schemaChanges(listing, tools) } : {}),
        },
        purposeTests,
      },
    };
  } catch (error) {
    const notRun = options.purposeTests.map((t) => ({ id: t.id, result: "not-run" as const, evidence: "Not run: the server did not complete initialize and tools/list." }));
    if (statuses.some((s) => s === 401 || s === 403)) {
      return { kind: "checked", check: { status: "auth-required", ...base(), reason: `HTTP ${statuses.find((s) => s === 401 || s === 403)}: it asks for credentials`, purposeTests: notRun } };
    }
    const timedOut = signal.aborted || isTimeoutError(error);
    // An HTTP answer proves the network works; without one, ask whether this machine is online at all.
    if (statuses.length === 0 && !(await options.online())) return { kind: "no-network", reason: describeError(error) };
    const reason = timedOut ? `no answer within ${options.timeoutMs} ms (timeout)` : statuses.length ? `answered, but not as an MCP server: ${describeError(error)}` : describeError(error);
    return { kind: "checked", check: { status: "unreachable", ...base(), reason, purposeTests: notRun } };
  } finally {
    await client.close().catch(() => {});
  }
}

type SeenTool = { name: string; annotations?: { readOnlyHint?: boolean } };

/** The shape of a schema that a handoff depends on: its property names and the required ones. */
function schemaShape(schema: Record<string, unknown> | undefined): string {
  const properties = Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {}).sort();
  const required = (Array.isArray(schema?.required) ? (schema.required as string[]) : []).slice().sort();
  return JSON.stringify([properties, required]);
}

/** Recorded tools whose served schema has other properties or other required ones than the aisle recorded. */
function schemaChanges(listing: Listing, served: readonly { name: string; inputSchema?: Record<string, unknown> }[]): string[] {
  return listing.tools
    .filter((t) => t.inputSchema)
    .filter((t) => {
      const live = served.find((s) => s.name === t.name);
      return live !== undefined && schemaShape(live.inputSchema) !== schemaShape(t.inputSchema);
    })
    .map((t) => t.name)
    .sort();
}

async function runPurposeTest(client: Client, test: PurposeTest, tools: readonly SeenTool[], signal: AbortSignal, timeoutMs: number) {
  const run: PurposeRun | undefined = test.run;
  const skip = (why: string) => ({ id: test.id, result: "not-run" as const, evidence: `Not run: ${why}` });
  if (!run) return skip("the test has no machine form yet.");
  const tool = tools.find((t) => t.name === run.tool);
  // The same refusals as the desk's: a forbidden name, or a tool that does not declare it only reads.
  if (FORBIDDEN_TOOL_PATTERN.test(run.tool)) return skip(`${run.tool} matches book|pay|checkout|ticket|email_offer and is never called.`);
  if (!tool) return skip(`the server does not list ${run.tool}.`);
  if (tool.annotations?.readOnlyHint !== true) return skip(`${run.tool} is not annotated read-only, so it is never called.`);
  try {
    const result = await client.callTool({ name: run.tool, arguments: run.arguments }, undefined, { signal, timeout: timeoutMs });
    const seen = JSON.stringify([result.content, result.structuredContent ?? null]);
    if (result.isError) return { id: test.id, result: "fail" as const, evidence: `${run.tool} answered with an error: ${seen.slice(0, 300)}` };
    const pass = new RegExp(run.expect.textMatches, "i").test(seen);
    return { id: test.id, result: pass ? ("pass" as const) : ("fail" as const), evidence: `${run.tool} answered; /${run.expect.textMatches}/i ${pass ? "found" : "not found"} in: ${seen.slice(0, 300)}` };
  } catch (error) {
    return { id: test.id, result: "fail" as const, evidence: `${run.tool} failed: ${describeError(error)}` };
  }
}

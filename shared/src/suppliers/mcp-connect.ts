import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { FetchFn } from "./apex.js";
import { describeError, isTimeoutError } from "./describe-error.js";

/** A connected MCP client, or why `initialize` failed. */
export type McpConnection =
  | { ok: true; client: Client; serverName: string | null; close: () => Promise<void> }
  | { ok: false; reason: string };

export interface ConnectOptions {
  fetch: FetchFn;
  /** The caller's budget; aborting it abandons the handshake. */
  signal: AbortSignal;
  /** Epoch ms by which initialize must have answered. */
  deadline: number;
  budgetMs: number;
  clientInfo: { name: string; version: string };
}

/**
 * Connects an official SDK client over streamable HTTP and runs `initialize`. On any failure the
 * client and its transport are closed before returning, so no socket is left behind.
 */
export async function connectMcp(url: string, options: ConnectOptions): Promise<McpConnection> {
  const client = new Client(options.clientInfo, { capabilities: {} });
  // Errors of the optional background stream after initialize concern no caller.
  client.onerror = () => {};
  const close = () => client.close().catch(() => {});
  const timeout = options.deadline - Date.now();
  try {
    if (timeout <= 0) throw new DOMException("budget spent", "TimeoutError");
    // Inside the try: a malformed url from data is a DOWN reason, not a crash.
    const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: options.fetch });
    await client.connect(transport, { signal: options.signal, timeout });
    return { ok: true, client, serverName: client.getServerVersion()?.name ?? null, close };
  } catch (error) {
    await close();
    const timedOut = options.signal.aborted || isTimeoutError(error);
    return { ok: false, reason: timedOut ? `no answer within ${options.budgetMs} ms (timeout)` : describeError(error) };
  }
}

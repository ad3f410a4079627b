import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

/** An official SDK client connected to one endpoint of a running test server. */
export async function connectClient(baseUrl: string, path: string): Promise<Client> {
  const client = new Client({ name: "side-desk-tests", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}${path}`)));
  return client;
}

/** What no side-desk tool may be named after: booking, paying, sending or filing. */
export const FORBIDDEN_SIDE_DESK_TOOL = /book|pay|checkout|ticket|email_offer|file|claim_submit|purchase|send/i;

/** The text of a tool result's first content block. */
export function firstText(result: unknown): string {
  const content = ((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[];
  return content.find((c) => c.type === "text")?.text ?? "";
}

import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/**
 * How the fake regional supplier behaves:
 * - live: apex 200, MCP works, search_trips answers an offer (id FAKE-OFFER-7731);
 * - apex301: the apex answers 301 (parked); the MCP endpoint would work;
 * - hang: nothing ever answers (connections stay open until close());
 * - broken500: apex 200, the MCP endpoint answers HTTP 500;
 * - toolError: initialize works, search_trips answers `isError: true`;
 * - garbage: apex 200, the MCP endpoint answers 200 with a body that is not JSON-RPC;
 * - slowDrip: apex 200, the MCP endpoint sends headers at once, then its body one byte per `dripMs`.
 */
export type FakeSupplierMode = "live" | "apex301" | "hang" | "broken500" | "toolError" | "garbage" | "slowDrip";

export interface FakeSupplierOptions {
  /** Delay before the apex and every MCP request are answered (a slow supplier). */
  delayMs?: number;
  /** Extra delay inside search_trips. */
  toolDelayMs?: number;
  /** How search_trips answers: structuredContent + text (default), a JSON text block only, or plain text. */
  answer?: "structured" | "text" | "plain";
  /** Byte interval of slowDrip (default 200 ms). */
  dripMs?: number;
}

/** One tool call the fake received. */
export interface FakeToolCall {
  tool: string;
  args: Record<string, unknown>;
}

export interface FakeSupplier {
  /** The MCP endpoint (`/mcp`). */
  url: string;
  /** The apex (`/`), as the desk derives it for a loopback supplier. */
  apexUrl: string;
  /** Every tool call received, in order (also served at GET /calls, as the acceptance kit's fake does). */
  calls: FakeToolCall[];
  /** Requests received: apex GETs, MCP POSTs by JSON-RPC method, all requests. */
  hits: { apex: number; initialize: number; mcp: number; total: number };
  /** Requests received and neither answered nor abandoned by the client (to check nothing is left hanging). */
  inFlight(): number;
  close(): Promise<void>;
}

export const FAKE_OFFER_ID = "FAKE-OFFER-7731";

/** Starts a fake regional supplier on 127.0.0.1 on a free port. */
export async function startFakeSupplier(mode: FakeSupplierMode, options: FakeSupplierOptions = {}): Promise<FakeSupplier> {
  const calls: FakeToolCall[] = [];
  const hits = { apex: 0, initialize: 0, mcp: 0, total: 0 };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? timers.add(setTimeout(resolve, ms)) : resolve()));

  let inFlight = 0;
  const server = http.createServer(async (req, res) => {
    hits.total += 1;
    inFlight += 1;
    res.once("close", () => (inFlight -= 1));
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    if (path === "/calls") return sendJson(res, 200, calls);
    if (path === "/") hits.apex += 1;
    if (mode === "hang") return; // never answers
    if (path === "/") {
      await wait(options.delayMs ?? 0);
      if (mode === "apex301") return end(res, 301, "", { location: "https://parked.example/" });
      return end(res, 200, "<h1>Fake regional supplier</h1>", { "content-type": "text/html" });
    }
    if (path !== "/mcp") return end(res, 404, "not found");
    if (req.method !== "POST") return end(res, 405, "", { allow: "POST" });
    const body = await readJson(req);
    hits.mcp += 1;
    if (isRpc(body, "initialize")) hits.initialize += 1;
    await wait(options.delayMs ?? 0);
    if (mode === "broken500") return end(res, 500, "boom");
    if (mode === "garbage") return end(res, 200, "<<this is not JSON-RPC>>", { "content-type": "application/json" });
    if (mode === "slowDrip") return drip(res, JSON.stringify({ jsonrpc: "2.0", id: 0, result: {} }), options.dripMs ?? 200, timers);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const mcp = buildServer(mode, options, calls, wait);
    res.on("close", () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/mcp`,
    apexUrl: `${base}/`,
    calls,
    hits,
    inFlight: () => inFlight,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function buildServer(mode: FakeSupplierMode, options: FakeSupplierOptions, calls: FakeToolCall[], wait: (ms: number) => Promise<void>): McpServer {
  const s = new McpServer({ name: "fake-regional-supplier", version: "1.0.0" });
  s.registerTool(
    "search_trips",
    { description: "Search trips for a party", inputSchema: { origin: z.string(), destination: z.string(), date: z.string().optional(), passengers: z.number() } },
    async (args) => {
      calls.push({ tool: "search_trips", args });
      await wait(options.toolDelayMs ?? 0);
      if (mode === "toolError") return { isError: true, content: [{ type: "text" as const, text: "no fares for this route (fake tool error)" }] };
      const offers = [{ id: FAKE_OFFER_ID, carrier: "Regional Test Air", origin: args.origin, destination: args.destination, date: args.date ?? null, passengers: args.passengers, price: { amount: 188.4, currency: "EUR" } }];
      if (options.answer === "plain") return { content: [{ type: "text" as const, text: `One offer: ${FAKE_OFFER_ID}` }] };
      if (options.answer === "text") return { content: [{ type: "text" as const, text: JSON.stringify({ offers }) }] };
      return { content: [{ type: "text" as const, text: JSON.stringify({ offers }) }], structuredContent: { offers } };
    },
  );
  s.registerTool("book_trip", { description: "Book a trip (must never be called by the desk)", inputSchema: { offer: z.string() } }, async (args) => {
    calls.push({ tool: "book_trip", args });
    return { content: [{ type: "text" as const, text: "BOOKED" }] };
  });
  return s;
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRpc(body: unknown, method: string): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some((m) => typeof m === "object" && m !== null && (m as { method?: unknown }).method === method);
}

function end(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end(body);
}

function sendJson(res: http.ServerResponse, status: number, value: unknown): void {
  end(res, status, JSON.stringify(value), { "content-type": "application/json" });
}

function drip(res: http.ServerResponse, body: string, everyMs: number, timers: Set<ReturnType<typeof setTimeout>>): void {
  res.writeHead(200, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
  let i = 0;
  const next = () => {
    if (res.destroyed || i >= body.length) return void res.end();
    res.write(body[i++]);
    timers.add(setTimeout(next, everyMs));
  };
  next();
}

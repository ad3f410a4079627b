import { SERVICE_VERSION } from "@travel/shared";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";

/** Said in the serverInfo, on the apex page and in every answer of the development stand-in. */
export const DEV_SUPPLIER_NOTICE = "DEVELOPMENT STAND-IN with sample data: not a real supplier; no real fares, seats or availability.";

const SERVER_INFO = { name: "dev-regional-supplier-stand-in", title: "Regional supplier: DEVELOPMENT STAND-IN (sample data)", version: SERVICE_VERSION };

const iata = z.string().regex(/^[A-Z]{3}$/, "a 3-letter IATA code");

const SearchInput = {
  origin: iata.describe("Origin IATA city or airport code, e.g. WAW"),
  destination: iata.describe("Destination IATA city or airport code, e.g. PRG"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD").optional().describe("Outbound date (ISO 8601); omitted when the traveller gave none"),
  passengers: z.number().int().min(1).max(9).describe("Party size"),
};

const SampleOffer = z.object({
  id: z.string().describe("Sample offer id (DEV-...)"),
  carrier: z.string().describe("A made-up carrier name"),
  origin: z.string().describe("Origin IATA code, as asked"),
  destination: z.string().describe("Destination IATA code, as asked"),
  date: z.string().nullable().describe("Date as asked, or null"),
  departs: z.string().describe("Sample local departure time HH:MM"),
  passengers: z.number().describe("Party size, as asked"),
  price: z.object({ amount: z.number().describe("Sample total"), currency: z.literal("EUR").describe("Currency") }).describe("Sample price for the whole party"),
});

const SearchOutput = {
  standIn: z.literal(true).describe("Always true: this is the development stand-in"),
  notice: z.string().describe("What this server is"),
  offers: z.array(SampleOffer).describe("Sample offers, derived from the arguments only"),
};

/**
 * The development stand-in for the owned regional supplier as a web-standard handler: a plain apex
 * page at `/`, a stateless streamable-HTTP MCP server at `/mcp` with one read-only tool,
 * `search_trips`, answering deterministic sample data. For `pnpm dev:supplier` and tests.
 */
export function createDevSupplierHandler(): (request: Request) => Promise<Response> {
  return async (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/" && (request.method === "GET" || request.method === "HEAD")) return apexPage();
    if (path !== "/mcp") return new Response(`Not found. ${DEV_SUPPLIER_NOTICE}\n`, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    // Stateless: no standalone stream to offer on GET, no session to end on DELETE.
    if (request.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const server = createStandInServer();
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      // With JSON responses the answer is complete once handleRequest returns.
      void server.close();
    }
  };
}

function createStandInServer(): McpServer {
  const server = new McpServer(SERVER_INFO, { instructions: DEV_SUPPLIER_NOTICE });
  server.registerTool(
    "search_trips",
    {
      title: "Search trips (DEVELOPMENT STAND-IN, sample data)",
      description: `Searches trips for a party between two IATA codes. ${DEV_SUPPLIER_NOTICE}`,
      inputSchema: SearchInput,
      outputSchema: SearchOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => {
      const answer = { standIn: true as const, notice: DEV_SUPPLIER_NOTICE, offers: sampleOffers(args) };
      return { structuredContent: answer, content: [{ type: "text", text: `${DEV_SUPPLIER_NOTICE}\n\n${JSON.stringify(answer, null, 2)}` }] };
    },
  );
  return server;
}

/** Two offers whose times and prices follow from the arguments alone, so repeated calls agree. */
function sampleOffers(args: { origin: string; destination: string; date?: string | undefined; passengers: number }) {
  const seed = [...`${args.origin}${args.destination}${args.date ?? ""}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
  return [0, 1].map((i) => ({
    id: `DEV-${args.origin}${args.destination}-${i + 1}`,
    carrier: i === 0 ? "Sample Regional Air (stand-in)" : "Sample Rail & Coach (stand-in)",
    origin: args.origin,
    destination: args.destination,
    date: args.date ?? null,
    departs: `${String(6 + ((seed + i * 5) % 14)).padStart(2, "0")}:${i === 0 ? "10" : "45"}`,
    passengers: args.passengers,
    price: { amount: Math.round((39 + (seed % 80) + i * 17) * args.passengers * 100) / 100, currency: "EUR" as const },
  }));
}

function apexPage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SERVER_INFO.title}</title></head><body><h1>${SERVER_INFO.title}</h1><p>${DEV_SUPPLIER_NOTICE}</p><p>MCP endpoint: <code>/mcp</code> (streamable HTTP, tool <code>search_trips</code>).</p></body></html>`;
  return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
}

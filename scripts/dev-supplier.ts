// `pnpm dev:supplier`: a DEVELOPMENT STAND-IN for the owned regional supplier, on loopback, with sample data.
// usage: pnpm dev:supplier          (PORT overrides the default 8788; it always binds 127.0.0.1)
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { serveOnNode } from "./dev-supplier/serve-node.js";

interface StandInModule {
  createDevSupplierHandler: () => (request: Request) => Promise<Response>;
  DEV_SUPPLIER_NOTICE: string;
}

// The root package depends on no workspace package, so @travel/shared is resolved as the server resolves it.
const fromServer = createRequire(new URL("../server/package.json", import.meta.url));
const shared = (await import(pathToFileURL(fromServer.resolve("@travel/shared")).href)) as StandInModule;

const HOST = "127.0.0.1";
const port = Number(process.env.PORT ?? 8788);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT '${process.env.PORT}': expected 0-65535.`);
  process.exit(1);
}

const server = await serveOnNode(shared.createDevSupplierHandler(), { port, host: HOST }).catch((error: unknown) => {
  console.error(`Cannot listen on ${HOST}:${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`Regional supplier: ${shared.DEV_SUPPLIER_NOTICE}`);
console.log(`  apex page:    ${server.url}/`);
console.log(`  MCP endpoint: ${server.url}/mcp   (tool: search_trips)`);
console.log("Start the desk against it in another terminal:");
console.log(`  REGIONAL_SUPPLIER_URL=${server.url}/mcp pnpm start`);
console.log('Then: curl -s localhost:8787/desk -H "content-type: application/json" -d \'{"job":"2 passengers from Warsaw to Prague on 2027-05-04"}\'');

const stop = (signal: string) => {
  console.log(`${signal}: stopping the development stand-in`);
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

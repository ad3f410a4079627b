// `pnpm dev:supplier`: a DEVELOPMENT STAND-IN for the owned regional supplier, on loopback, with sample data.
// usage: pnpm dev:supplier          (PORT overrides the default 8788; it always binds 127.0.0.1)
import { createDevSupplierHandler, DEV_SUPPLIER_NOTICE, serveOnNode } from "@travel/dev-supplier";

const HOST = "127.0.0.1";
const port = Number(process.env.PORT ?? 8788);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid PORT '${process.env.PORT}': expected 0-65535.`);
  process.exit(1);
}

const server = await serveOnNode(createDevSupplierHandler(), { port, host: HOST }).catch((error: unknown) => {
  console.error(`Cannot listen on ${HOST}:${port}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`Regional supplier: ${DEV_SUPPLIER_NOTICE}`);
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

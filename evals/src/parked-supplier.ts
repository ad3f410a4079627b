import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A regional supplier that is "not live yet": its apex answers 301, and nothing else is served. */
export interface ParkedSupplier {
  /** The MCP endpoint the desk is configured with; the desk must stop at the apex. */
  url: string;
  /** A second path for the group-flight specialist, which answers 404 so its initialize fails fast. */
  groupUrl: string;
  close: () => Promise<void>;
}

/** Starts the parked supplier on 127.0.0.1 on a free port. */
export async function startParkedSupplier(): Promise<ParkedSupplier> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://parked").pathname;
    if (path === "/") {
      res.writeHead(301, { location: "https://parked.example/" }).end();
      return;
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/mcp`,
    groupUrl: `${base}/group/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

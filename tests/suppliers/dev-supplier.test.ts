import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createDevSupplierHandler, serveOnNode, type NodeServer } from "@travel/dev-supplier";
import { createRegionalSupplier } from "@travel/shared";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../helpers/app.js";

describe("development stand-in supplier", () => {
  let server: NodeServer;
  beforeAll(async () => {
    server = await serveOnNode(createDevSupplierHandler(), { port: 0, host: "127.0.0.1" });
  });
  afterAll(() => server.close());

  it("gives the desk a live result that says it is a stand-in with sample data", async () => {
    const created = createRegionalSupplier({ config: testConfig({ REGIONAL_SUPPLIER_URL: `${server.url}/mcp` }), now: () => new Date() });
    if (!created.ok) throw new Error(created.error);
    try {
      const report = await created.supplier.search({ origin: "WAW", destination: "PRG", date: "2027-05-04", passengers: 2 });
      expect(report).toMatchObject({ status: "live", name: "dev-regional-supplier-stand-in", data: { standIn: true } });
      expect(String(report.data?.notice)).toMatch(/DEVELOPMENT STAND-IN with sample data/);
      const offers = report.data?.offers as { origin: string; destination: string; passengers: number; date: string }[];
      expect(offers.length).toBeGreaterThan(0);
      expect(offers.every((o) => o.origin === "WAW" && o.destination === "PRG" && o.passengers === 2 && o.date === "2027-05-04")).toBe(true);
    } finally {
      created.supplier.close();
    }
  });

  it("labels itself in serverInfo, in the tool list and on its apex page; offers nothing that books", async () => {
    const client = new Client({ name: "test", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "dev-regional-supplier-stand-in", title: expect.stringMatching(/DEVELOPMENT STAND-IN/) });
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(["search_trips"]);
      expect(tools[0]?.description).toMatch(/DEVELOPMENT STAND-IN/);
      expect(tools[0]?.annotations?.readOnlyHint).toBe(true);
      const bad = await client.callTool({ name: "search_trips", arguments: { origin: "Warsaw", destination: "PRG", passengers: 2 } });
      expect(bad.isError).toBe(true);
    } finally {
      await client.close();
    }
    const apex = await fetch(`${server.url}/`, { redirect: "manual" });
    expect(apex.status).toBe(200);
    expect(await apex.text()).toMatch(/DEVELOPMENT STAND-IN/);
    expect((await fetch(`${server.url}/mcp`)).status).toBe(405);
  });
});

describe("pnpm dev:supplier", () => {
  it("starts on loopback and prints the env line that starts the desk against it", async () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const child = spawn("node_modules/.bin/tsx", ["scripts/dev-supplier.ts"], { cwd: root, env: { ...process.env, PORT: "0" }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      let out = "";
      const line = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no env line in time; output so far:\n${out}`)), 20_000);
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          const m = /^\s*(REGIONAL_SUPPLIER_URL=http:\/\/127\.0\.0\.1:\d+\/mcp) pnpm start$/m.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
        child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
      });
      expect(out).toMatch(/DEVELOPMENT STAND-IN with sample data/);
      const url = line.slice("REGIONAL_SUPPLIER_URL=".length);
      const apex = await fetch(new URL("/", url));
      expect(await apex.text()).toMatch(/DEVELOPMENT STAND-IN/);
    } finally {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    }
  });
});

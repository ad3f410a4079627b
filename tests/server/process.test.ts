import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { shutdownGraceMs } from "@travel/server";
import { afterEach, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../helpers/built-server.js";

let running: ServerProcess | undefined;
let hanging: Server | undefined;
afterEach(() => {
  running?.child.kill("SIGKILL");
  running = undefined;
  hanging?.closeAllConnections();
  hanging?.close();
  hanging = undefined;
});

/** A supplier that accepts connections and never answers, so a regional job stays in flight for the whole budget. */
async function startHangingSupplier(): Promise<string> {
  hanging = createServer(() => {});
  await new Promise<void>((resolve) => hanging!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/mcp`;
}

describe("the server process", () => {
  it("refuses to start on a bad setting and names the variable", async () => {
    running = await startServerProcess({ SUPPLIER_TIMEOUT_MS: "soon" }, 5000);
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain("SUPPLIER_TIMEOUT_MS");
  });

  it("finishes in-flight requests on SIGTERM, then exits 0", async () => {
    const supplier = await startHangingSupplier();
    running = await startServerProcess({ REGIONAL_SUPPLIER_URL: supplier, SUPPLIER_TIMEOUT_MS: "1200", SUPPLIER_HEALTH_TTL_MS: "0" });
    const started = Date.now();
    const inFlight = [1, 2, 3].map(() =>
      fetch(`${running!.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "2 passengers from Warsaw to Prague on 2027-05-04" }) }),
    );
    // The jobs wait on the hanging supplier; signal while they are still in flight.
    await new Promise((r) => setTimeout(r, 200));
    running.child.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
    expect(Date.now() - started).toBeGreaterThan(600);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const a of answers) expect(((await a.json()) as { supplier?: { status: string } }).supplier?.status).toBe("DOWN");
    expect(await running.exited).toBe(0);
  });

  it("exits 0 on SIGINT too", async () => {
    running = await startServerProcess();
    running.child.kill("SIGINT");
    expect(await running.exited).toBe(0);
  });
});

describe("shutdown grace follows SUPPLIER_TIMEOUT_MS", () => {
  it("waits for jobs whose supplier budget is over 10 s, then exits 0", async () => {
    const supplier = await startHangingSupplier();
    running = await startServerProcess({ REGIONAL_SUPPLIER_URL: supplier, SUPPLIER_TIMEOUT_MS: "11000", SUPPLIER_HEALTH_TTL_MS: "0" });
    const inFlight = fetch(`${running.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "2 passengers from Warsaw to Prague on 2027-05-04" }) });
    await new Promise((r) => setTimeout(r, 200));
    running.child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { supplier?: { status: string } }).supplier?.status).toBe("DOWN");
    expect(await running.exited).toBe(0);
  }, 30_000);

  it("exits non-zero when a request is still in flight when the grace runs out", async () => {
    // Grace: 100 ms supplier budget + 5 s margin. A client that stalls mid-body (body deadline 60 s) outlasts it.
    running = await startServerProcess({ SUPPLIER_TIMEOUT_MS: "100", BODY_TIMEOUT_MS: "60000", LOG_LEVEL: "warn" });
    const { port } = new URL(running.url);
    const socket = connect(Number(port), "127.0.0.1", () => socket.write('POST /desk HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"job":'));
    socket.on("error", () => {});
    await new Promise((r) => setTimeout(r, 200));
    running.child.kill("SIGTERM");
    expect(await running.exited).toBe(1);
    expect(running.output()).toMatch(/dropped/);
    socket.destroy();
  }, 30_000);

  it("derives the grace from the supplier budget plus a margin, capped", () => {
    expect(shutdownGraceMs(2_500)).toBe(7_500);
    expect(shutdownGraceMs(30_000)).toBe(35_000);
    expect(shutdownGraceMs(600_000)).toBe(120_000);
  });
});

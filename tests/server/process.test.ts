import { connect } from "node:net";
import { shutdownGraceMs } from "@travel/server";
import { buildServerBundle } from "@travel/workbench";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../helpers/built-server.js";
import { startFakeSupplier, type FakeSupplier } from "../helpers/fake-supplier.js";

// The bundle is built once, before the first test: the build starts the server for its code cache's warm-up
// (scripts/code-cache.mjs), which on a busy machine would eat the first test's own time limit.
beforeAll(() => void buildServerBundle(), 120_000);

let running: ServerProcess | undefined;
let supplier: FakeSupplier | undefined;
afterEach(async () => {
  running?.child.kill("SIGKILL");
  running = undefined;
  await supplier?.close();
  supplier = undefined;
});

const REGIONAL_JOB = JSON.stringify({ job: "2 passengers from Warsaw to Prague on 2027-05-04" });
const postJob = (url: string) => fetch(`${url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: REGIONAL_JOB });

/**
 * A supplier whose search tool never answers: each regional job's tools/call is recorded when it
 * arrives, so a test can wait until every job is in flight inside the desk instead of guessing a delay.
 */
async function startStalledSupplier(): Promise<FakeSupplier> {
  supplier = await startFakeSupplier("live", { toolDelayMs: 600_000 });
  return supplier;
}

/** Waits until the supplier holds `n` tool calls, that is until `n` desk jobs are waiting on it. */
async function jobsWaiting(s: FakeSupplier, n: number): Promise<void> {
  await expect.poll(() => s.calls.length, { timeout: 10_000, interval: 10 }).toBe(n);
}

describe("the server process", () => {
  it("refuses to start on a bad setting and names the variable", async () => {
    running = await startServerProcess({ SUPPLIER_TIMEOUT_MS: "soon" }, 5000);
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain("SUPPLIER_TIMEOUT_MS");
  });

  it("stops with one line naming the port and PORT when the port is taken, not a stack", async () => {
    running = await startServerProcess();
    const port = new URL(running.url).port;
    const second = await startServerProcess({ PORT: port, LOG_LEVEL: "info" }, 3_000);
    expect(await second.exited).toBe(1);
    const said = second.output().trim();
    expect(said).toContain(`port ${port}`);
    expect(said).toContain("PORT");
    expect(said.split("\n").filter((l) => l.includes("Cannot start"))).toHaveLength(1);
    expect(said).not.toMatch(/\n\s+at |EADDRINUSE|node:events/);
  });

  it("finishes in-flight requests on SIGTERM, then exits 0", async () => {
    const stalled = await startStalledSupplier();
    running = await startServerProcess({ REGIONAL_SUPPLIER_URL: stalled.url, SUPPLIER_TIMEOUT_MS: "4000", SUPPLIER_HEALTH_TTL_MS: "0" });
    let answered = 0;
    const inFlight = [1, 2, 3].map(() => postJob(running!.url).finally(() => (answered += 1)));
    // Signal once all three jobs wait on the supplier, and before any has its answer.
    await jobsWaiting(stalled, 3);
    expect(answered).toBe(0);
    running.child.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
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
    const stalled = await startStalledSupplier();
    running = await startServerProcess({ REGIONAL_SUPPLIER_URL: stalled.url, SUPPLIER_TIMEOUT_MS: "11000", SUPPLIER_HEALTH_TTL_MS: "0" });
    const inFlight = postJob(running.url);
    await jobsWaiting(stalled, 1);
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
    // Expect: 100-continue makes the server say when it has read the request head: from then on the request is in flight.
    const socket = connect(Number(port), "127.0.0.1", () => socket.write("POST /desk HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n"));
    socket.on("error", () => {});
    const head = await new Promise<string>((resolve) => socket.once("data", (chunk: Buffer) => resolve(chunk.toString())));
    expect(head).toMatch(/^HTTP\/1\.1 100 Continue/);
    socket.write('{"job":');
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

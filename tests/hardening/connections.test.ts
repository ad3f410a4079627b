import { Writable } from "node:stream";
import { connect, type AddressInfo } from "node:net";
import { createServer, request as httpRequest } from "node:http";
import { createLogger, serveNode } from "@travel/server";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { HERMETIC_ENV } from "./endpoints.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

type Closable = { close: (cb?: () => void) => unknown; closeAllConnections?: () => void };
let server: Closable | undefined;
afterEach(async () => {
  server?.closeAllConnections?.();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The real app behind serveNode on 127.0.0.1 with short deadlines, and its JSON log lines. */
async function start(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _e, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger({ logLevel: "info", version: PACKAGE_VERSION }, sink);
  const { app, deps } = await buildTestApp({ env: { ...HERMETIC_ENV, BODY_TIMEOUT_MS: "300", ...env }, deps: { logger, onError: (err) => logger.error({ err }, "request failed") } });
  const port = await new Promise<number>((resolve) => {
    server = serveNode({ fetch: app.fetch, config: { ...deps.config, port: 0, host: "127.0.0.1" }, headersTimeoutMs: 300, checkIntervalMs: 100, onListen: (info: AddressInfo) => resolve(info.port) });
  });
  return { port, lines };
}

/** Writes `chunks` on a raw connection and collects what comes back until the server closes it (bounded). */
function raw(port: number, chunks: (string | Buffer)[], options: { keepOpenMs?: number; timeoutMs?: number } = {}): Promise<{ text: string; closedBy: "server" | "timeout" | "reset" }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => finish("timeout"), options.timeoutMs ?? 5000);
    const finish = (closedBy: "server" | "timeout" | "reset") => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedBy });
    };
    socket.on("data", (d) => (text += d.toString("latin1")));
    socket.on("end", () => finish("server"));
    socket.on("error", () => finish("reset"));
    socket.on("connect", () => {
      for (const c of chunks) socket.write(c);
    });
  });
}

function parse(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = "", body = ""] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

const HEAD = (length: number, extra = "") => `POST /desk HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe("connections: slow bodies, clients that go away, early answers", () => {
  it("answers a body slower than BODY_TIMEOUT_MS with a 408 problem document and closes the connection", async () => {
    const { port } = await start();
    const started = Date.now();
    const { text, closedBy } = await raw(port, [HEAD(100), '{"job":"Wa']);
    const res = parse(text);
    expect(res.status).toBe(408);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.headers.connection).toBe("close");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(closedBy).toBe("server");
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it("logs a client that goes away mid-body at info, never as an error-level 500", async () => {
    const { port, lines } = await start({ BODY_TIMEOUT_MS: "5000" });
    const socket = connect(port, "127.0.0.1", () => socket.write(`${HEAD(100)}{"job":"Wa`));
    await until(() => socket.bytesWritten > 0);
    await new Promise((r) => setTimeout(r, 50));
    socket.destroy();
    await until(() => lines.some((l) => l.path === "/desk"));
    const entry = lines.find((l) => l.path === "/desk");
    expect(entry).toMatchObject({ level: 30, status: 499, method: "POST" });
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it("logs a client that goes away while its MCP call is running at info, not as an error", async () => {
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    try {
      const supplierUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/mcp`;
      const { port, lines } = await start({ REGIONAL_SUPPLIER_URL: supplierUrl, SUPPLIER_TIMEOUT_MS: "400", SUPPLIER_HEALTH_TTL_MS: "0" });
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job: "2 passengers from Warsaw to Prague on 2027-05-04" } } });
      const socket = connect(port, "127.0.0.1", () =>
        socket.write(`POST /desk HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
      );
      socket.on("error", () => {});
      await new Promise((r) => setTimeout(r, 100));
      socket.destroy();
      await until(() => lines.some((l) => l.path === "/desk"), 3000);
      await new Promise((r) => setTimeout(r, 600)); // the job's supplier budget runs out after the client left
      expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    } finally {
      hanging.closeAllConnections();
      hanging.close();
    }
  });

  it("closes the connection at once after a 413, without reading the declared 50 MB", async () => {
    const { port } = await start();
    const started = Date.now();
    // Headers only: the server must answer and close without waiting for a body that never comes.
    const { text, closedBy } = await raw(port, [HEAD(50 * 1024 * 1024)], { timeoutMs: 4000 });
    const res = parse(text);
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(closedBy).toBe("server");
    expect(Date.now() - started).toBeLessThan(3500);
  });

  it("delivers the 413, not a reset, to every large upload that keeps sending", async () => {
    const { port } = await start();
    const upload = () =>
      new Promise<number | string>((resolve) => {
        const size = 8 * 1024 * 1024;
        const req = httpRequest({ host: "127.0.0.1", port, path: "/desk", method: "POST", headers: { "content-type": "application/json", "content-length": size, connection: "close" } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < size) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          req.end();
        };
        pump();
      });
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await upload());
    expect(statuses).toEqual([413, 413, 413, 413, 413, 413]);
  });
});

describe("Node's own answers are problem documents with the security headers", () => {
  it.each([
    ["a request line that is not HTTP", ["GARBAGE\r\n\r\n"], 400],
    ["headers over Node's limit", [`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`], 431],
    ["headers that never finish", ["GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"], 408],
    ["a backslash in the path (refused by the Node adapter)", ["GET /desk\\..\\x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"], 400],
    ["a Host header that is not a host", ["GET /healthz HTTP/1.1\r\nHost: a/b@c\r\nConnection: close\r\n\r\n"], 400],
  ])("%s", async (_what, chunks, status) => {
    const { port } = await start();
    const { text } = await raw(port, chunks);
    const res = parse(text);
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toBe("application/problem+json");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    expect((JSON.parse(res.body) as { status: number }).status).toBe(status);
  });
});

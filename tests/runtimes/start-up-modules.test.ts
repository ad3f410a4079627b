// The Node server starts and answers a REST job without loading undici or node:http2 (server/src/node/web-globals.ts,
// scripts/http1-only-plugin.mjs): together they were ~50 ms of start-up CPU and ~5 MB of resident memory (issue 28).
// Anything that reads Node's Request, Response or Headers globals at load, or imports http2 again, brings them back.
import { buildServerBundle, freePort, REPO_ROOT } from "@travel/workbench";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the Node server's start-up", () => {
  it("answers /healthz and a REST job with undici and http2 never loaded", async () => {
    const dir = mkdtempSync(join(tmpdir(), "start-up-modules-"));
    const out = join(dir, "modules.json");
    const preload = join(dir, "modules.cjs");
    // What Node has loaded, written when asked: the built-in modules' list is Node's own record of them.
    writeFileSync(preload, `process.on("SIGUSR2", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.moduleLoadList)));`);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--require", preload, buildServerBundle()], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? "", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp" },
      stdio: "ignore",
    });
    try {
      const deadline = Date.now() + 20_000;
      while (!(await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error("the server did not start");
        await new Promise((r) => setTimeout(r, 50));
      }
      const answer = await fetch(`${url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "2 passengers from Warsaw to Prague on 2027-05-04" }) });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { route: string }).route).toBe("regional");
      child.kill("SIGUSR2");
      while (!existsSync(out)) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 50));
      const loaded = (JSON.parse(readFileSync(out, "utf8")) as string[]).filter((m) => m.startsWith("NativeModule "));
      expect(loaded.length).toBeGreaterThan(50);
      expect(loaded.filter((m) => /undici|http2|\btls\b/.test(m))).toEqual([]);
    } finally {
      child.kill("SIGKILL");
    }
  }, 120_000);
});

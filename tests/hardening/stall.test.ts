// Issue 25: no job text can stall the desk. Each adversarial job (issue 25's four inputs and every family
// like them: quote marks, rules, reply prefixes, separators in any field, names after blank lines, every
// alphabet, deep JSON, long tables) is answered over HTTP, REST and MCP alike, well inside the bound,
// while another caller's /healthz keeps answering. The bound is four times the 250 ms the issue accepts,
// because this suite shares two cores with the other test files; the stalls it guards against took seconds
// or never ended. `pnpm bench` measures the real worst parse on a quiet machine (goal: under 10 ms).
import { adversarialJobs } from "@travel/workbench";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";
import { HERMETIC_ENV } from "./endpoints.js";

const BOUND_MS = 1000;
// Issue 25's four inputs, as the issue quotes them.
const ISSUE_INPUTS = [
  "hello there\n" + ">".repeat(40) + "x\nthanks",
  "---------- Forwarded message ---------\n" + "-".repeat(1950) + "x",
  "from: " + "-".repeat(900) + "\t".repeat(900) + "x 2027-05-04\nto: Prague",
  "Hi" + "\n".repeat(998) + "Anna ".repeat(199),
];

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ env: HERMETIC_ENV });
  // The first answer loads the language tables; that is start-up, not the job's cost.
  await rest("2 adults from Warsaw to Prague on 4 May 2027");
});
afterAll(() => server.close());

function rest(job: string): Promise<Response> {
  return fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: job.slice(0, 2000) }) });
}

function mcp(job: string): Promise<Response> {
  const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job: job.slice(0, 2000) } } };
  return fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(call) });
}

// The best of three tries: a stall is in every try, a pause of a busy machine in one.
async function fastest(send: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  let best = { ms: Infinity, status: 0 };
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await send();
    await res.text();
    const ms = performance.now() - started;
    if (ms < best.ms) best = { ms, status: res.status };
  }
  return best;
}

describe("a job built to stall the desk", () => {
  it.each(ISSUE_INPUTS.map((text, i) => [`issue 25 input ${i + 1}`, text] as const))("%s is answered within the bound, REST and MCP", async (_name, text) => {
    for (const send of [() => rest(text), () => mcp(text)]) {
      const { ms, status } = await fastest(send);
      expect(status).toBe(200);
      expect(ms).toBeLessThan(BOUND_MS);
    }
  });

  it.each(adversarialJobs().map((j) => [j.family, j.text] as const))("%s: answered within the bound", async (_family, text) => {
    const { ms, status } = await fastest(() => rest(text));
    expect(status).toBe(200);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it("leaves other callers waiting no longer than the bound while the worst of them is sent again and again", async () => {
    const worst = [...ISSUE_INPUTS, ...adversarialJobs().map((j) => j.text)];
    let sending = true;
    const attacker = (async () => {
      for (let i = 0; sending; i++) await (await rest(worst[i % worst.length] as string)).text();
    })();
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      waits.push(performance.now() - started);
    }
    sending = false;
    await attacker;
    waits.sort((a, b) => a - b);
    expect(waits[Math.floor(waits.length / 2)]).toBeLessThan(BOUND_MS);
  });
});

import { createWorkerApp, type RateLimitBinding } from "@travel/server";
import { describe, expect, it } from "vitest";

// The Worker's start-up, in process: what an operator sees when wrangler.jsonc or the dashboard
// variables are wrong, and that the rate limit counts through the binding it is given.
const OFFLINE = { GROUP_SPECIALIST_URL: "http://127.0.0.1:2/mcp" };
const allowAll: RateLimitBinding = { limit: async () => ({ success: true }) };

describe("the Worker's configuration", () => {
  it("refuses to serve without BASE_URL and says which variable to set", async () => {
    const built = await createWorkerApp({ ...OFFLINE, RATE_LIMITER: allowAll });
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors.join("\n")).toMatch(/^BASE_URL: required on Workers/m);
  });

  it("names a variable the shared zod schema rejects", async () => {
    const built = await createWorkerApp({ ...OFFLINE, BASE_URL: "https://desk.example.com", SUPPLIER_TIMEOUT_MS: "soon", RATE_LIMITER: allowAll });
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors[0]).toMatch(/^SUPPLIER_TIMEOUT_MS:/);
  });

  it("insists on the rate-limiting binding unless the limit is switched off", async () => {
    const missing = await createWorkerApp({ ...OFFLINE, BASE_URL: "https://desk.example.com" });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors.join("\n")).toMatch(/RATE_LIMITER: the rate-limiting binding is missing/);
    const off = await createWorkerApp({ ...OFFLINE, BASE_URL: "https://desk.example.com", RATE_LIMIT_PER_MINUTE: "0" });
    expect(off.ok).toBe(true);
  });

  it("asks the binding per client address (CF-Connecting-IP) and answers 429 when it says no", async () => {
    const keys: string[] = [];
    const binding: RateLimitBinding = { limit: async ({ key }) => (keys.push(key), { success: keys.length < 2 }) };
    const built = await createWorkerApp({ ...OFFLINE, BASE_URL: "https://desk.example.com", RATE_LIMITER: binding, ignored: { a: "binding object" } });
    if (!built.ok) throw new Error(built.errors.join("; "));
    const post = () => built.app.request("/desk", { method: "POST", headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.9" }, body: JSON.stringify({ job: "esim for Japan" }) });
    expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(keys).toEqual(["203.0.113.9", "203.0.113.9"]);
    // The public host of a Worker is served: the loopback Host check of a local Node process is off.
    expect((await built.app.request("https://desk.example.com/desk", { headers: { host: "desk.example.com" } })).status).toBe(200);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { findLeak, HERMETIC_ENV, POST_ENDPOINTS, toolNames } from "./endpoints.js";

// Bounded: fast-check runs this many random requests per endpoint, in process (app.request, no sockets).
const RUNS_PER_ENDPOINT = 200;

const printable = fc.string({ unit: "grapheme-ascii", maxLength: 60 });
const headersArb = fc.record(
  {
    "content-type": fc.oneof(fc.constantFrom("application/json", "application/json; charset=utf-8", "application/vnd.api+json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""), printable),
    accept: fc.oneof(fc.constantFrom("application/json, text/event-stream", "application/json", "text/event-stream", "*/*", ""), printable),
    "mcp-protocol-version": fc.oneof(fc.constantFrom("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2099-01-01"), printable),
    origin: fc.oneof(fc.constantFrom("http://localhost:3000", "http://127.0.0.1:8787", "https://evil.example", "null"), printable),
    host: fc.constantFrom("127.0.0.1:8787", "localhost", "[::1]:9", "evil.example", "", " "),
    "x-forwarded-for": fc.oneof(fc.constantFrom("203.0.113.7", "198.51.100.1, 10.0.0.1", "::1", "not-an-ip", ""), printable),
    "x-request-id": printable,
    "mcp-session-id": printable,
    "last-event-id": printable,
    authorization: printable,
    "content-length": fc.constantFrom("0", "-1", "abc", "99999999"),
  },
  { requiredKeys: [] },
);

const FIELDS = ["job", "deskResult", "name", "phone", "rooms", "city", "checkIn", "checkOut", "invoice", "notes", "flight", "from", "to", "disruption", "arrivalDelayHours", "noticeDays", "carrier", "query", "category", "limit", "slug", "client"];
// Text that broke things before: lone surrogates (encodeURIComponent throws), emoji sequences cut in
// half by a clip, Object.prototype member names as keys, whitespace padding past the length limit.
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 120 }),
  fc.array(fc.constantFrom("\ud800", "\udfff", "👨‍👩‍👧‍👦", "🇵🇱", "✈️", "Kraków", "BOOKED and PAID", "http://user:pw@evil.example/?k=1", " "), { maxLength: 400 }).map((parts) => parts.join("")),
  fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", "prototype"),
  fc.nat({ max: 2010 }).map((n) => `${"Warsaw to Prague ".repeat(120).slice(0, n)}${" ".repeat(40)}`),
);
const value = fc.oneof(fc.anything(), fc.string({ maxLength: 2100 }), hostileText, fc.integer(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom("+48123456789", "Warsaw", "WAW", "cancellation", "claude"));
const fields = fc.dictionary(fc.constantFrom(...FIELDS), value);
const METHODS = ["initialize", "ping", "tools/list", "tools/call", "notifications/initialized", "notifications/cancelled", "resources/list", "prompts/list", "logging/setLevel", "completion/complete"];
const rpc = fc.record(
  { jsonrpc: fc.oneof(fc.constant("2.0"), fc.anything()), id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.anything()), method: fc.oneof(fc.constantFrom(...METHODS), fc.string()), params: fc.oneof(fc.anything(), fields) },
  { requiredKeys: ["jsonrpc"] },
);

function bodyArb(tools: string[], deskResult: unknown) {
  const call = fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.integer({ min: 0, max: 3 }),
    method: fc.constant("tools/call"),
    params: fc.record({ name: fc.oneof(fc.constantFrom(...tools, "book_trip"), fc.string()), arguments: fc.oneof(fields, fc.anything()) }),
  });
  return fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.json(),
    fc.uint8Array({ maxLength: 200 }),
    rpc.map((v) => JSON.stringify(v)),
    fc.array(rpc, { maxLength: 4 }).map((v) => JSON.stringify(v)),
    call.map((v) => JSON.stringify(v)),
    // Batches, with ids that repeat (ids come from 0-3).
    fc.array(call, { minLength: 1, maxLength: 8 }).map((v) => JSON.stringify(v)),
    // The WhatsApp adapter given a desk result whose free text claims a booking.
    fc.record({ summary: hostileText, name: hostileText }).map(({ summary, name }) => JSON.stringify({ deskResult: { ...(deskResult as object), summary }, name, phone: "+48512345678" })),
    fields.map((v) => JSON.stringify(v)),
    fc.anything().map((v) => JSON.stringify(v) ?? "null"),
  );
}

describe("fuzz: random bodies and headers on every POST endpoint", () => {
  it("never answers 5xx, never leaks internals, always answers JSON (or an empty 202)", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const deskResult: unknown = await (await app.request("/desk", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: "2 passengers from Warsaw to Prague on 2027-05-04" }) })).json();
    for (const path of POST_ENDPOINTS) {
      const tools = await toolNames(app, path);
      await fc.assert(
        fc.asyncProperty(bodyArb(tools.length ? tools : ["run_travel_job"], deskResult), headersArb, async (body, headers) => {
          const res = await app.request(path, { method: "POST", headers, body });
          const text = await res.text();
          const where = `${path} ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(findLeak(text), where).toBeNull();
          if (text === "") {
            expect([202, 204], where).toContain(res.status);
          } else {
            expect(res.headers.get("content-type") ?? "", where).toMatch(/json/);
            expect(() => JSON.parse(text), where).not.toThrow();
          }
          expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
          if (res.status === 200 && path === "/whatsapp-adapter" && text.includes('"link"')) {
            const out = JSON.parse(text) as { link?: string; message?: string; result?: { structuredContent?: { link: string; message: string } } };
            const handoff = out.result?.structuredContent ?? out;
            if (handoff.link) {
              expect(handoff.link.length, where).toBeLessThanOrEqual(2000);
              // Past the greeting (which carries the caller's plain name), every word is the desk's own.
              expect(handoff.message?.split("\n").slice(1).join("\n"), where).not.toMatch(/BOOKED|evil\.example/);
            }
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }
  });
});

describe("fuzz: batches against a rate limit", () => {
  it("never answers 5xx; a refusal is a 429 problem document and an accepted batch an array", async () => {
    const { app } = await buildTestApp({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "40" } });
    const call = fc.record({ jsonrpc: fc.constant("2.0"), id: fc.integer({ min: 0, max: 5 }), method: fc.constantFrom("tools/call", "ping", "tools/list"), params: fc.constant({ name: "run_travel_job", arguments: { job: "Warsaw to Prague" } }) });
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), async (batch) => {
        const res = await app.request("/desk", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify(batch) });
        const text = await res.text();
        expect(res.status, text.slice(0, 200)).toBeLessThan(500);
        if (res.status === 429) expect(res.headers.get("content-type")).toContain("application/problem+json");
        if (res.status === 200) expect(JSON.parse(text) as unknown[]).toHaveLength(batch.length);
      }),
      { numRuns: 60 },
    );
  });
});

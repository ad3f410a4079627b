import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { findLeak, HERMETIC_ENV, mountedPostEndpoints, toolNames } from "./endpoints.js";

// Bounded: fast-check runs this many random requests per endpoint, in process (app.request, no sockets).
const RUNS_PER_ENDPOINT = 200;

const printable = fc.string({ unit: "grapheme-ascii", maxLength: 60 });
const headersArb = fc.record(
  {
    "content-type": fc.oneof(fc.constantFrom("application/json", "application/json; charset=utf-8", "application/vnd.api+json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""), printable),
    accept: fc.oneof(fc.constantFrom("application/json, text/event-stream", "application/json", "text/event-stream", "*/*", ""), printable),
    "mcp-protocol-version": fc.oneof(fc.constantFrom("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2099-01-01"), printable),
    origin: fc.oneof(fc.constantFrom("http://localhost:3000", "http://127.0.0.1:8787", "https://evil.example", "null"), printable),
    host: fc.constantFrom("127.0.0.1:8787", "localhost", "[::1]:9", "evil.example"),
    "x-request-id": printable,
    "mcp-session-id": printable,
    "last-event-id": printable,
    authorization: printable,
    "content-length": fc.constantFrom("0", "-1", "abc", "99999999"),
  },
  { requiredKeys: [] },
);

const FIELDS = ["job", "deskResult", "name", "phone", "rooms", "city", "checkIn", "checkOut", "invoice", "notes", "flight", "from", "to", "disruption", "arrivalDelayHours", "noticeDays", "carrier", "query", "category", "limit", "slug", "client"];
const value = fc.oneof(fc.anything(), fc.string({ maxLength: 2100 }), fc.integer(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom("+48123456789", "Warsaw", "WAW", "cancellation", "claude"));
const fields = fc.dictionary(fc.constantFrom(...FIELDS), value);
const METHODS = ["initialize", "ping", "tools/list", "tools/call", "notifications/initialized", "notifications/cancelled", "resources/list", "prompts/list", "logging/setLevel", "completion/complete"];
const rpc = fc.record(
  { jsonrpc: fc.oneof(fc.constant("2.0"), fc.anything()), id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.anything()), method: fc.oneof(fc.constantFrom(...METHODS), fc.string()), params: fc.oneof(fc.anything(), fields) },
  { requiredKeys: ["jsonrpc"] },
);

function bodyArb(tools: string[]) {
  const call = fc.record({
    jsonrpc: fc.constant("2.0"),
    id: fc.integer(),
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
    fields.map((v) => JSON.stringify(v)),
    fc.anything().map((v) => JSON.stringify(v) ?? "null"),
  );
}

describe("fuzz: random bodies and headers on every POST endpoint", () => {
  it("never answers 5xx, never leaks internals, always answers JSON (or an empty 202)", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const endpoints = await mountedPostEndpoints(app);
    expect(endpoints).toContain("/desk");
    for (const path of endpoints) {
      const tools = await toolNames(app, path);
      await fc.assert(
        fc.asyncProperty(bodyArb(tools.length ? tools : ["run_travel_job"]), headersArb, async (body, headers) => {
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
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }
  });
});

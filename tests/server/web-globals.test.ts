// The Node entry answers with a Headers of its own instead of Node's (server/src/node/web-globals.ts: Node's loads
// undici whole, ~30-50 ms of start-up CPU). Every header of every answer passes through it, so it must behave as
// Node's does: the same operations on both give the same values, the same order and the same refusals.
import { LightHeaders } from "@travel/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

type AnyHeaders = Pick<Headers, "append" | "set" | "delete" | "get" | "has" | "getSetCookie" | "forEach"> & Iterable<[string, string]>;
type Op = { op: "append" | "set"; name: string; value: string } | { op: "delete" | "get" | "has"; name: string };

const NodeHeaders = globalThis.Headers;

/** What a run of operations shows: each result (or that it threw), then the entries, Set-Cookie and forEach's view. */
function replay(make: () => AnyHeaders, ops: readonly Op[]): unknown[] {
  const headers = make();
  const seen: unknown[] = ops.map((o) => {
    try {
      if (o.op === "append" || o.op === "set") return headers[o.op](o.name, o.value) ?? "done";
      return headers[o.op](o.name);
    } catch (error) {
      return `threw ${(error as Error).constructor.name}`;
    }
  });
  const each: string[] = [];
  headers.forEach((value, name) => each.push(`${name}=${value}`));
  return [...seen, [...headers], headers.getSetCookie(), each];
}

const names = fc.constantFrom("Content-Type", "content-type", "Set-Cookie", "set-cookie", "Cookie", "X-Request-Id", "vary", "Vary", "a", "Z", "x y", "", "é", "ŝ", "bad:name", "ratelimit");
const values = fc.oneof(fc.constantFrom("text/plain", " padded\t", "a, b", "", "\r\nInjected: 1", "nul\0", "tab\tinside", "ÿ", "Ā", "  ", "k=v; Path=/"), fc.string({ maxLength: 6 }));
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constantFrom("append" as const, "set" as const), name: names, value: values }),
  fc.record({ op: fc.constantFrom("delete" as const, "get" as const, "has" as const), name: names }),
);

describe("the server's own Headers", () => {
  it("gives what Node's Headers gives for any run of appends, sets, deletes and reads", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 14 }), (ops) => {
        expect(replay(() => new LightHeaders() as unknown as AnyHeaders, ops)).toEqual(replay(() => new NodeHeaders(), ops));
      }),
      { numRuns: 1500 },
    );
  });

  it("is built from a record, pairs or another Headers as Node's is, and refuses what Node's refuses", () => {
    const inits: unknown[] = [
      { "Content-Type": "application/json", "cache-control": "no-store", CONTENT_TYPE: "x" },
      { "content-type": "a", "Content-Type": "b" },
      [["set-cookie", "a=1"], ["Set-Cookie", "b=2"], ["cookie", "c=3"], ["Cookie", "d=4"]],
      new NodeHeaders([["x-b", "2"], ["x-a", "1"], ["set-cookie", "s=1"], ["set-cookie", "t=2"]]),
      new Map([["k", "v"]]),
      [["only-name"]],
      [["a", "b", "c"]],
      { "bad name": "x" },
      { ok: "line\nbreak" },
      { ok: "Ā" },
      null,
      "text",
      [],
      {},
    ];
    const view = (make: () => AnyHeaders) => {
      try {
        const h = make();
        return [[...h], h.getSetCookie()];
      } catch (error) {
        return `threw ${(error as Error).constructor.name}`;
      }
    };
    for (const init of inits) {
      expect(view(() => new LightHeaders(init as never) as unknown as AnyHeaders)).toEqual(view(() => new NodeHeaders(init as never)));
    }
    // And Node's classes take ours as they take their own.
    const ours = new LightHeaders({ "x-one": "1", "set-cookie": "a=1" });
    ours.append("set-cookie", "b=2");
    expect([...new NodeHeaders(ours as unknown as Headers)]).toEqual([...ours]);
    expect(new Response("x", { headers: ours as unknown as Headers }).headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("counts Node's own Headers as instances, as the global it replaces did", () => {
    expect(new NodeHeaders() instanceof LightHeaders).toBe(true);
    expect(new LightHeaders() instanceof LightHeaders).toBe(true);
    expect({ get: () => null } instanceof LightHeaders).toBe(false);
    expect(Object.prototype.toString.call(new LightHeaders())).toBe("[object Headers]");
  });
});

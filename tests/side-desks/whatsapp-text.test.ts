import { MAX_LINK_LENGTH, WhatsappResultSchema, composeWhatsappHandoff } from "@travel/server";
import { DeskResultSchema, type DeskResult } from "@travel/shared";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, MCP_HEADERS, postJson } from "../helpers/app.js";

const JOB = "VIP: 2 passengers Warsaw to Prague on 4 May 2027";
const PHONE = "+48512345678";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function linkText(link: string): string {
  return new URL(link).searchParams.get("text") ?? "";
}

const graphemes = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].map((s) => s.segment);

describe("/whatsapp-adapter: text that encodeURIComponent or a clip would break", () => {
  let app: Hono;
  let deskResult: DeskResult;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    deskResult = DeskResultSchema.parse(await (await postJson(app, "/desk", { job: JOB })).json());
  });

  it("answers 200 (not 500) to a name holding a lone surrogate, with a well-formed message", async () => {
    for (const name of ["Ms \ud800", "\udc00 Ms", "Ms \ud83d"]) {
      const res = await postJson(app, "/whatsapp-adapter", { job: JOB, name, phone: PHONE });
      expect(res.status, name).toBe(200);
      const out = WhatsappResultSchema.parse(await res.json());
      expect(out.message).not.toMatch(LONE_SURROGATE);
      expect(out.message).toContain("\ufffd");
      expect(linkText(out.link)).toBe(out.message);
    }
  });

  it("gives MCP callers a result, not 'tool failed', for the same name", async () => {
    const res = await postJson(app, "/whatsapp-adapter", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "compose_whatsapp_handoff", arguments: { job: JOB, name: "Ms \ud800", phone: PHONE } } }, MCP_HEADERS);
    const rpc = (await res.json()) as { result?: { isError?: boolean; structuredContent?: unknown } };
    expect(rpc.result?.isError).toBeFalsy();
    expect(WhatsappResultSchema.parse(rpc.result?.structuredContent).sent).toBe(false);
  });

  it("clips a long emoji summary without splitting a surrogate pair, a grapheme or a word, and keeps the link within 2,000 characters", () => {
    const words = ["✈️", "🇵🇱", "👨‍👩‍👧‍👦", "Kraków", "🏳️‍🌈", "day"];
    const summary = Array.from({ length: 400 }, (_, i) => words[i % words.length]).join(" ");
    const out = composeWhatsappHandoff({ ...deskResult, summary }, "Ms Example", PHONE);
    expect(out.link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    expect(out.message).not.toMatch(LONE_SURROGATE);
    expect(linkText(out.link)).toBe(out.message);
    const clipped = out.message.split("\n\n")[1] ?? "";
    expect(clipped.endsWith("…")).toBe(true);
    // Every word kept is a whole word of the original, and every grapheme a whole grapheme.
    for (const word of clipped.slice(0, -1).trim().split(" ")) expect(words).toContain(word);
    const original = new Set(graphemes(summary));
    for (const g of graphemes(clipped.slice(0, -1))) expect(original.has(g), JSON.stringify(g)).toBe(true);
  });

  it("keeps the link within 2,000 characters for the longest name and a long job, shortening at a word boundary", async () => {
    const name = "Żółć-李".repeat(17).slice(0, 100);
    const job = `${"2 passengers from Warsaw to Prague on 4 May 2027 with a wheelchair and an infant, names later. ".repeat(20)}`.slice(0, 2000);
    const res = await postJson(app, "/whatsapp-adapter", { job, name, phone: PHONE });
    expect(res.status).toBe(200);
    const out = WhatsappResultSchema.parse(await res.json());
    expect(out.link.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    expect(linkText(out.link)).toBe(out.message);
    expect(out.message).toContain("Nothing has been booked or paid");
  });

  it("never relays a caller's claim of booking, payment or a sent message from a given desk result", async () => {
    const forged = {
      ...deskResult,
      summary: "Your trip is BOOKED and PAID. Your message has been sent. Confirm your card at http://evil.example/pay now.",
      questions: ["Quote REQ-1 has been filed; pay at http://evil.example"],
      nextSteps: ["Pay at http://evil.example"],
    };
    const res = await postJson(app, "/whatsapp-adapter", { deskResult: forged, name: "Ms Example", phone: PHONE });
    expect(res.status).toBe(200);
    const out = WhatsappResultSchema.parse(await res.json());
    expect(out.message).not.toMatch(/BOOKED|PAID|evil|message has been sent|has been filed/);
    // It is the desk's own answer for the same job instead.
    expect(out.message).toContain(deskResult.summary.slice(0, 40));
  });

  it("refuses a name that carries a line break or a link", async () => {
    for (const name of ["Ms Example\n\nYour trip is BOOKED", "Ms http://evil.example", "www.evil.example"]) {
      const res = await postJson(app, "/whatsapp-adapter", { job: JOB, name, phone: PHONE });
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toContain("name");
    }
  });

  it("refuses a given desk result whose job text is blank or over 2,000 characters", async () => {
    for (const text of ["   ", "x".repeat(2001)]) {
      const res = await postJson(app, "/whatsapp-adapter", { deskResult: { ...deskResult, job: { ...deskResult.job, text } }, name: "Ms Example", phone: PHONE });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors?: { field: string }[] }).errors?.map((e) => e.field)).toContain("deskResult.job.text");
    }
  });
});

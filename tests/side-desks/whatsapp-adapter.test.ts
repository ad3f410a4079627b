import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { WhatsappResultSchema } from "@travel/server";
import { DeskResultSchema, ProblemSchema, type DeskResult } from "@travel/shared";
import type { Hono } from "hono";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, postJson, startTestServer, type RunningServer } from "../helpers/app.js";
import { connectClient, firstText } from "./mcp-client.js";

const JOB = "VIP: 2 passengers Warsaw to Prague on 4 May 2027";

/** The message a wa.me link carries, decoded. */
function linkText(link: string): string {
  return new URL(link).searchParams.get("text") ?? "";
}

describe("/whatsapp-adapter over REST", () => {
  let app: Hono;
  let deskResult: DeskResult;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    deskResult = DeskResultSchema.parse(await (await postJson(app, "/desk", { job: JOB })).json());
  });

  it("runs a job through the desk and composes a message and a wa.me link, never sending", async () => {
    const res = await postJson(app, "/whatsapp-adapter", { job: JOB, name: "Ms Example", phone: "+48512345678" });
    expect(res.status).toBe(200);
    const out = WhatsappResultSchema.parse(await res.json());
    expect(out.sent).toBe(false);
    expect(out.link.startsWith("https://wa.me/48512345678?text=")).toBe(true);
    expect(linkText(out.link)).toBe(out.message);
    expect(out.message).toContain("Ms Example");
    expect(out.message).toContain(deskResult.summary.slice(0, 40));
  });

  it("composes from a desk result the caller already has, normalising the number to E.164", async () => {
    const res = await postJson(app, "/whatsapp-adapter", { deskResult, name: "Mr Example", phone: "+48 512 345 678" });
    expect(res.status).toBe(200);
    const out = WhatsappResultSchema.parse(await res.json());
    expect(out.phone).toBe("+48512345678");
    expect(out.link).toMatch(/^https:\/\/wa\.me\/48512345678\?text=/);
    expect(out.message).toContain("Nothing has been booked or paid");
  });

  it.each([
    [{ job: JOB, name: "Ms Example", phone: "512345678" }, "phone"],
    [{ job: JOB, name: "Ms Example", phone: "+4851234" }, "phone"],
    [{ job: JOB, name: "Ms Example", phone: "+1 800 FLOWERS" }, "phone"],
    [{ job: JOB, name: "Ms Example" }, "phone"],
    [{ name: "Ms Example", phone: "+48512345678" }, "job"],
    [{ job: JOB, deskResult: {}, name: "Ms Example", phone: "+48512345678" }, "deskResult.route"],
    [{ job: JOB, name: "", phone: "+48512345678" }, "name"],
  ])("refuses %j with a 400 problem naming %s", async (body, field) => {
    const res = await postJson(app, "/whatsapp-adapter", body);
    expect(res.status).toBe(400);
    const problem = ProblemSchema.parse(await res.json());
    expect(problem.errors?.map((e) => e.field)).toContain(field);
  });

  it("refuses both a job and a desk result at once", async () => {
    const res = await postJson(app, "/whatsapp-adapter", { job: JOB, deskResult, name: "Ms Example", phone: "+48512345678" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/exactly one of job or deskResult/);
  });

  it("has no code path that sends: nothing in the adapter opens a connection", () => {
    // The side desk's whole folder: its entry, schemas and message composition.
    const folder = new URL("../../server/src/side-desks/whatsapp-adapter/", import.meta.url);
    const files = readdirSync(folder).map((f) => new URL(f, folder));
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) expect(readFileSync(file, "utf8")).not.toMatch(/\bfetch\s*\(|node:https?|XMLHttpRequest|graph\.facebook|api\.whatsapp/);
  });
});

describe("/whatsapp-adapter through the official SDK client", () => {
  let server: RunningServer;
  let client: Client;
  beforeAll(async () => {
    server = await startTestServer();
    client = await connectClient(server.url, "/whatsapp-adapter");
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it("lists one compose-only tool", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["compose_whatsapp_handoff"]);
    expect(tools[0]?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
  });

  it("composes and reports sent: false", async () => {
    const result = await client.callTool({ name: "compose_whatsapp_handoff", arguments: { job: JOB, name: "Ms Example", phone: "+48512345678" } });
    expect(result.isError).toBeFalsy();
    const out = WhatsappResultSchema.parse(result.structuredContent);
    expect(out.sent).toBe(false);
    expect(firstText(result)).toMatch(/not sent/i);
  });

  it("answers an invalid phone with a tool error naming phone", async () => {
    const result = await client.callTool({ name: "compose_whatsapp_handoff", arguments: { job: JOB, name: "Ms Example", phone: "0048-not-a-number" } });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toMatch(/phone/);
  });
});

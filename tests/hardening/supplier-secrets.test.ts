import { Writable } from "node:stream";
import { createLogger } from "@travel/server";
import { afterEach, describe, expect, it } from "vitest";
import { discoveryApp } from "../helpers/served.js";
import { fetchDocs } from "@travel/workbench";
import { buildTestApp, postJson } from "../helpers/app.js";
import { startFakeSupplier, type FakeSupplier } from "../helpers/fake-supplier.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

const REGIONAL_JOB = "2 passengers from Warsaw to Prague on 2027-05-04";
const GROUP_JOB = "14 passengers from London to Rome on 2027-05-04";
const SECRETS = ["pw-SECRET-1", "key-SECRET-2", "frag-SECRET-3"];

let supplier: FakeSupplier | undefined;
afterEach(async () => {
  await supplier?.close();
  supplier = undefined;
});

function expectNoSecret(text: string, where: string): void {
  for (const secret of [...SECRETS, "user:"]) expect(text, `${where}: ${text.slice(0, 400)}`).not.toContain(secret);
}

/** `base` with credentials, a query-string key and a fragment added: what an operator might configure. */
function withSecrets(base: string): string {
  const u = new URL(base);
  u.username = "user";
  u.password = SECRETS[0]!;
  u.search = `?apikey=${SECRETS[1]}`;
  u.hash = SECRETS[2]!;
  return u.toString();
}

describe("supplier URLs are shown without credentials or query string", () => {
  it("a live regional supplier with a query-string key: connected with the key, shown without it", async () => {
    supplier = await startFakeSupplier("live");
    const url = `${supplier.url}?apikey=${SECRETS[1]}`;
    const { app } = await buildTestApp({ env: { REGIONAL_SUPPLIER_URL: url, SUPPLIER_HEALTH_TTL_MS: "0" } });
    const text = await (await postJson(app, "/desk", { job: REGIONAL_JOB })).text();
    const result = JSON.parse(text) as { supplier: { status: string; url: string } };
    expect(result.supplier.status).toBe("live");
    expect(result.supplier.url).toBe(supplier.url);
    expectNoSecret(text, "live result");
  });

  it("credentials in the URL never reach the result, the DOWN reason or the summary", async () => {
    supplier = await startFakeSupplier("live");
    const { app } = await buildTestApp({ env: { REGIONAL_SUPPLIER_URL: withSecrets(supplier.url), SUPPLIER_HEALTH_TTL_MS: "0" } });
    const text = await (await postJson(app, "/desk", { job: REGIONAL_JOB })).text();
    const result = JSON.parse(text) as { supplier: { status: string; url: string; reason?: string } };
    expect(result.supplier.url).toBe(supplier.url);
    expectNoSecret(text, "regional result");
  });

  it("the group specialist's URL is shown redacted in results, install lines and every document", async () => {
    const env = { GROUP_SPECIALIST_URL: withSecrets("http://127.0.0.1:2/mcp"), GROUP_SPECIALIST_NAME: "specialist" };
    const { app, paths } = await discoveryApp(env);
    const res = await postJson(app, "/desk", { job: GROUP_JOB });
    const text = await res.text();
    expect((JSON.parse(text) as { route: string }).route).toBe("group");
    expect(text).toContain("http://127.0.0.1:2/mcp");
    expectNoSecret(text, "group result");
    for (const [path, doc] of await fetchDocs(app, paths)) expectNoSecret(doc.body, path);
  });

  it("an error that quotes a supplier URL is logged with the URL redacted", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) });
    const logger = createLogger({ logLevel: "info", version: PACKAGE_VERSION }, sink);
    const leaky = new Error(`connect failed: ${withSecrets("https://supplier.example/mcp")}`);
    const { app } = await buildTestApp({
      desk: { regional: { search: () => Promise.reject(leaky), lastStatus: () => null } },
      deps: { logger, onError: (err) => logger.error({ err }, "request failed") },
    });
    const res = await postJson(app, "/desk", { job: REGIONAL_JOB });
    expect(res.status).toBe(200);
    expectNoSecret(await res.text(), "result");
    const log = lines.join("");
    expect(log).toContain("https://supplier.example/mcp");
    expectNoSecret(log, "log");
  });
});

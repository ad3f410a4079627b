import { describe, expect, it } from "vitest";
import { buildTestApp, postJson } from "../helpers/app.js";
import { findLeak, HERMETIC_ENV, POST_ENDPOINTS } from "./endpoints.js";

const DOCUMENTS = ["/", "/healthz", ...POST_ENDPOINTS, "/openapi.json", "/server.json", "/llms.txt", "/llms-full.txt",
  "/data/install.json", "/data/for-agents.json", "/data/listings.json", "/data/evals.json", "/data/desk-evals.json", "/.well-known/mcp.json", "/.well-known/agent.json",
  "/.well-known/oauth-protected-resource", "/.well-known/oauth-authorization-server", "/.well-known/openid-configuration", "/nowhere", "/.well-known/nowhere"];

describe("no stack traces or internal paths in any answer", () => {
  it("a bug deep in the desk is a 500 problem document that says nothing of where it happened", async () => {
    const errors: Error[] = [];
    const bug = () => {
      throw new Error("exploded in /srv/app/shared/src/sos/advisor.ts:12:3 (node_modules/whatever)");
    };
    const { app } = await buildTestApp({ env: HERMETIC_ENV, desk: { sos: { adviseForJob: bug } }, deps: { onError: (e) => errors.push(e) } });
    const res = await postJson(app, "/desk", { job: "My flight from Warsaw to Paris was cancelled this morning" });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const text = await res.text();
    expect(findLeak(text), text).toBeNull();
    expect(text).not.toContain("exploded");
    expect(errors.map((e) => e.message).join()).toContain("exploded"); // it went to the log instead
  });

  it("documents, handshakes, 404s and problem answers carry none", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    const answers: [string, string][] = [];
    for (const path of DOCUMENTS) answers.push([`GET ${path}`, await (await app.request(path)).text()]);
    for (const path of POST_ENDPOINTS) {
      for (const body of ["{", "[]", '{"jsonrpc":"2.0"}', '{"job":""}', JSON.stringify({ job: "x".repeat(2001) }), "null"]) {
        answers.push([`POST ${path} ${body.slice(0, 20)}`, await (await postJson(app, path, body)).text()]);
      }
    }
    for (const [what, text] of answers) expect(findLeak(text), `${what}: ${text.slice(0, 300)}`).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { MCP_HEADERS, buildTestApp, postJson } from "../helpers/app.js";

const SECRET = "boom at /srv/internal/advisor.ts:12";
const job = "My flight from Warsaw to Paris was cancelled this morning";

async function appWithBrokenAdvisor() {
  const failures: Error[] = [];
  const { app } = await buildTestApp({
    desk: { sos: { adviseForJob: () => { throw new Error(SECRET); } } },
    deps: { onError: (e) => failures.push(e) },
  });
  return { app, failures };
}

describe("a bug inside the desk", () => {
  it("is a 500 problem document over REST that reveals nothing, and is reported", async () => {
    const { app, failures } = await appWithBrokenAdvisor();
    const response = await postJson(app, "/desk", { job });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const text = await response.text();
    expect(text).not.toContain("boom");
    expect(text).not.toContain("/srv/");
    expect(failures.map((f) => f.message)).toContain(SECRET);
  });

  it("is a generic tool error over MCP that reveals nothing, and is reported", async () => {
    const { app, failures } = await appWithBrokenAdvisor();
    const response = await postJson(app, "/desk", { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "run_travel_job", arguments: { job } } }, MCP_HEADERS);
    const body = (await response.json()) as { result: { isError: boolean; content: { text: string }[] } };
    expect(body.result.isError).toBe(true);
    expect(JSON.stringify(body)).not.toContain("boom");
    expect(failures.map((f) => f.message)).toContain(SECRET);
  });
});

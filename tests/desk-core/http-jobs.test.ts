import { DeskResultSchema } from "@travel/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";
import { mismatches, readCases } from "@travel/workbench";
import { fakeDeps } from "./fake-deps.js";

// The acceptance jobs as the acceptance check sends them: REST over a real loopback socket, real clock.
describe("POST /desk with the acceptance jobs", () => {
  let server: RunningServer;
  beforeAll(async () => {
    const { deps } = fakeDeps();
    server = await startTestServer({ desk: { regional: deps.regional, groupSpecialist: deps.groupSpecialist, catalogue: deps.catalogue, sos: deps.sos } });
  });
  afterAll(() => server.close());

  it("answers every job with a valid result on the expected route", async () => {
    const wrong: string[] = [];
    for (const c of readCases("jobs.json")) {
      const response = await fetch(`${server.url}/desk`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ job: c.job }) });
      expect(response.status).toBe(200);
      const result = DeskResultSchema.parse(await response.json());
      const why = mismatches(c, { ...result.job, intents: { disruption: false, mobileData: false }, parts: [], ambiguous: [] }, { route: result.route, parts: result.parts });
      if (why.length) wrong.push(`${c.id}: ${why.join("; ")}`);
    }
    expect(wrong).toEqual([]);
  });
});

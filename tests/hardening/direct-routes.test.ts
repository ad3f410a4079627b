import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { HERMETIC_ENV } from "./endpoints.js";

// Hono calls a route's handler straight away only when it is the one handler matching the request; a middleware on
// "*" (or on an endpoint's path) puts every request through its composition (issue 28). The envelope, the rate
// limit and the origin guard wrap the fetch or the handler instead.
describe("the request path", () => {
  it("matches one handler for a call to the desk or the catalogue, with the rate limit on", async () => {
    const { app } = await buildTestApp({ env: { ...HERMETIC_ENV, RATE_LIMIT_PER_MINUTE: "600" } });
    for (const path of ["/desk", "/desk/mcp", "/mcp"]) {
      expect(app.router.match("POST", path)[0], `POST ${path}`).toHaveLength(1);
    }
  });
});

import { describe, expect, it } from "vitest";
import { buildTestApp } from "../helpers/app.js";
import { HERMETIC_ENV, mountedPostRoutes, POST_ENDPOINTS } from "./endpoints.js";

describe("the hardening tests' endpoint list", () => {
  it("is exactly the POST routes the app mounts: none untested, none tested that is not served", async () => {
    const { app } = await buildTestApp({ env: HERMETIC_ENV });
    expect([...POST_ENDPOINTS].sort()).toEqual(mountedPostRoutes(app).sort());
    // Fixed points, so the comparison cannot pass on two empty lists.
    expect(POST_ENDPOINTS).toEqual(["/desk", "/desk/mcp", "/mcp", "/sos-mcp", "/whatsapp-adapter", "/group-hotels-mcp"]);
  });
});

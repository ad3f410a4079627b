import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";
import { connectClient, FORBIDDEN_SIDE_DESK_TOOL } from "./mcp-client.js";
import { PACKAGE_VERSION } from "../helpers/version.js";

describe("side-desk tool lists", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(["/sos-mcp", "/whatsapp-adapter", "/group-hotels-mcp"])("%s offers nothing that books, pays, sends or files", async (path) => {
    const client = await connectClient(server.url, path);
    try {
      const { tools } = await client.listTools();
      expect(tools.length).toBeGreaterThan(0);
      for (const tool of tools) {
        expect(tool.name).not.toMatch(FORBIDDEN_SIDE_DESK_TOOL);
        expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      }
      expect(client.getServerVersion()?.version).toBe(PACKAGE_VERSION);
    } finally {
      await client.close();
    }
  });

  it("the forbidden-name check itself catches the names it must", () => {
    for (const bad of ["file_claim", "book_room", "send_whatsapp", "purchase_ticket", "claim_submit"]) expect(bad).toMatch(FORBIDDEN_SIDE_DESK_TOOL);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { discoveryApp, json } from "../helpers/served.js";
import { fetchDocs, type ServedDoc } from "@travel/workbench";

const BASE = "https://travel.example.test";

describe("/.well-known", () => {
  let app: Awaited<ReturnType<typeof discoveryApp>>["app"];
  let docs: Map<string, ServedDoc>;

  beforeAll(async () => {
    const built = await discoveryApp({ BASE_URL: BASE });
    app = built.app;
    docs = await fetchDocs(app, built.paths);
  });

  it("publishes RFC 9728 metadata for /desk at both paths: no authorization servers, no authentication", () => {
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/desk"]) {
      const meta = json<{ resource: string; authorization_servers: unknown[]; authentication_required: boolean; description: string }>(docs, path);
      expect(meta.resource, path).toBe(`${BASE}/desk`);
      expect(meta.authorization_servers, path).toEqual([]);
      expect(meta.authentication_required, path).toBe(false);
      expect(meta.description, path).toMatch(/No authentication is used/);
    }
  });

  it("answers the authorization-server and OpenID paths with 200 JSON errors, never metadata", () => {
    for (const path of ["/.well-known/oauth-authorization-server", "/.well-known/oauth-authorization-server/desk"]) {
      expect(docs.get(path)?.status, path).toBe(200);
      expect(json(docs, path).error, path).toBe("not_an_authorization_server");
      expect(json(docs, path).issuer, path).toBeUndefined();
    }
    for (const path of ["/.well-known/openid-configuration", "/.well-known/openid-configuration/desk"]) {
      expect(docs.get(path)?.status, path).toBe(200);
      expect(json(docs, path).error, path).toBe("not_an_openid_provider");
    }
  });

  it("never answers HTML: every document is JSON, an unknown path is a JSON 404 problem", async () => {
    for (const doc of docs.values()) {
      if (!doc.path.startsWith("/.well-known/")) continue;
      expect(doc.contentType, doc.path).toMatch(/json/);
      expect(() => JSON.parse(doc.body), doc.path).not.toThrow();
    }
    for (const path of ["/.well-known/no-such-thing", "/.well-known/mcp/server-card.json", "/.well-known/oauth-protected-resource/other"]) {
      const res = await app.request(path, { headers: { accept: "text/html" } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toBe("application/problem+json");
      expect((await res.json()).status, path).toBe(404);
    }
  });

  it("refuses other methods on a document with a JSON 405 that says how to read it", async () => {
    const res = await app.request("/.well-known/oauth-protected-resource", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toMatch(/GET/);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });
});

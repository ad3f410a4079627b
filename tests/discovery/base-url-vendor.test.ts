import { describe, expect, it } from "vitest";
import { discoveryApp } from "../helpers/served.js";
import { fetchDocs } from "@travel/workbench";

const A = { BASE_URL: "http://localhost:8787", VENDOR: "alpha-tours" };
const B = { BASE_URL: "https://desk.zeta-voyages.test", VENDOR: "zeta-voyages" };

// Install links carry the URL encoded (Cursor: base64 JSON; VS Code: percent-encoded); decode them,
// then put placeholders where the two configured values are.
function normalise(text: string, env: { BASE_URL: string; VENDOR: string }): string {
  return text
    .replace(/config=([A-Za-z0-9+/%]+=*)/g, (_, b64: string) => `config=${Buffer.from(decodeURIComponent(b64), "base64").toString("utf8")}`)
    .replaceAll(encodeURIComponent(env.BASE_URL), "<BASE_URL>")
    .replaceAll(env.BASE_URL, "<BASE_URL>")
    .replaceAll(env.VENDOR, "<VENDOR>");
}

async function servedText(env: Record<string, string>): Promise<Map<string, string>> {
  const { app, paths } = await discoveryApp(env);
  return new Map([...(await fetchDocs(app, paths)).values()].map((d) => [d.path, d.body]));
}

describe("BASE_URL and VENDOR", () => {
  it("every document follows a change of BASE_URL and VENDOR, and nothing of the old ones is left", async () => {
    const [a, b] = await Promise.all([servedText(A), servedText(B)]);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [path, textA] of a) {
      const textB = normalise(b.get(path)!, B);
      for (const old of [A.BASE_URL, encodeURIComponent(A.BASE_URL), A.VENDOR]) expect(textB, path).not.toContain(old);
      // Apart from the two values, the documents are the same: nothing else depends on them.
      expect(normalise(textA, A), path).toBe(textB);
    }
    expect(JSON.parse(b.get("/server.json")!).name).toBe("com.zeta-voyages/desk");
    expect(b.get("/llms-full.txt")).toContain(`${B.BASE_URL}/desk`);
  });

  it("every URL on this service in a document is absolute on BASE_URL", async () => {
    const b = await servedText(B);
    for (const [path, text] of b) {
      const relative = text.match(/"(?:url|endpoint|resource|server_url)":\s*"\/[^"]*"/g);
      expect(relative, path).toBeNull();
      // The default base (PORT 8787 on loopback) must not survive a configured BASE_URL anywhere.
      const defaultBase = text.match(/https?:\/\/(?:localhost|127\.0\.0\.1):8787[^\s"')]*/g);
      expect(defaultBase, path).toBeNull();
    }
  });
});

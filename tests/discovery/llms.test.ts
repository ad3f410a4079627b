import { beforeAll, describe, expect, it } from "vitest";
import { discoveryApp } from "../helpers/served.js";
import { fetchDocs, type ServedDoc } from "@travel/workbench";

const BASE = "https://travel.example.test";

describe("/llms.txt and /llms-full.txt", () => {
  let docs: Map<string, ServedDoc>;
  let paths: string[];

  beforeAll(async () => {
    const built = await discoveryApp({ BASE_URL: BASE });
    paths = built.paths;
    docs = await fetchDocs(built.app, paths);
  });

  it("llms.txt follows llmstxt.org: H1, summary blockquote, H2 link sections ending with ## Optional", () => {
    const text = docs.get("/llms.txt")!.body;
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(text).toMatch(/^# .+\n+> .+/);
    const h2 = lines.filter((l) => l.startsWith("## "));
    expect(h2.length).toBeGreaterThanOrEqual(3);
    expect(h2.at(-1)).toBe("## Optional");
    // After the first H2, every non-blank line is a link list item.
    const sections = text.slice(text.indexOf("\n## ")).split("\n").filter((l) => l && !l.startsWith("## "));
    for (const line of sections) expect(line, line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)(?::.*)?$/);
  });

  it("llms.txt links every other document, absolute on BASE_URL", () => {
    const text = docs.get("/llms.txt")!.body;
    for (const path of paths.filter((p) => p !== "/llms.txt")) expect(text, path).toContain(`](${BASE}${path})`);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.every((l) => l.startsWith(`${BASE}/`))).toBe(true);
  });

  it("both are text/plain and carry the four client-side rules", () => {
    for (const path of ["/llms.txt", "/llms-full.txt"]) {
      const doc = docs.get(path)!;
      expect(doc.contentType, path).toMatch(/^text\/plain/);
      expect(doc.body, path).toMatch(/group-travel is not flights-search/);
      expect(doc.body, path).toMatch(/ISO-2 versus ISO-3/);
      expect(doc.body, path).toMatch(/book\|pay\|checkout\|ticket\|email_offer/);
      expect(doc.body, path).toMatch(/profile environment file, never in a client config file/);
    }
  });

  it("llms-full.txt carries the copy-true drop-ins exactly as they are served", () => {
    const full = docs.get("/llms-full.txt")!.body;
    for (const path of ["/data/cursor-mcp.json", "/data/vscode-mcp.json", "/data/claude_desktop_config.json"]) {
      expect(full, path).toContain("```json\n" + docs.get(path)!.body);
    }
    expect(full).toMatch(/skips a url entry as invalid/);
  });

  it("llms-full.txt explains how to call run_travel_job and the aisle's ranking", () => {
    const full = docs.get("/llms-full.txt")!.body;
    expect(full).toContain(`POST ${BASE}/desk`);
    expect(full).toMatch(/- job: The travel job in plain language/);
    expect(full).toMatch(/Ranking is not for sale/);
    expect(full).toMatch(/rubric/i);
  });
});

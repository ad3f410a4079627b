import { buildCatalogueDocuments } from "@travel/discovery";
import { loadCatalogue } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { testConfig } from "../helpers/app.js";

// Expectations come from the servers' own public sources (issue 14's audit), not from the code:
// each case names the fact a user reading the listing would otherwise get wrong.
function shipped() {
  const loaded = loadCatalogue();
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.catalogue;
}
const listing = (slug: string) => {
  const found = shipped().get(slug);
  if (!found) throw new Error(`${slug} is not listed`);
  return found;
};
const toolNames = (slug: string) => listing(slug).tools.map((t) => t.name);

describe("listed facts match their public sources", () => {
  it("mapbox: the geometry tools are bearing_tool and midpoint_tool, among some 29 tools, and it is hosted too", () => {
    expect(toolNames("mapbox")).toEqual(expect.arrayContaining(["bearing_tool", "midpoint_tool", "directions_tool", "search_and_geocode_tool"]));
    expect(toolNames("mapbox")).not.toContain("calculate_bearing");
    expect(toolNames("mapbox")).not.toContain("calculate_midpoint");
    expect(toolNames("mapbox").length).toBeGreaterThanOrEqual(21);
    expect(listing("mapbox").url).toBe("https://mcp.mapbox.com/mcp");
    expect(listing("mapbox").source.join(" ")).toMatch(/mapbox\/mcp-server/);
  });

  it("trip1's coverage is broad (about 3 million properties in 200+ countries)", () => {
    const evaluation = shipped().evals["trip1"]!;
    expect(evaluation.coverage.level).toBe("broad");
    expect(evaluation.coverage.basis).toMatch(/3 million/);
  });

  it("frankfurter has a fourth tool, list_providers", () => {
    expect(toolNames("frankfurter")).toEqual(expect.arrayContaining(["convert", "get_rates", "list_currencies", "list_providers"]));
  });

  it("pikasim exposes purchase_esim and cancel_esim, and neither is a safe tool", () => {
    const pikasim = listing("pikasim");
    expect(toolNames("pikasim")).toEqual(expect.arrayContaining(["purchase_esim", "cancel_esim"]));
    expect(pikasim.safeTools).not.toContain("purchase_esim");
    expect(pikasim.safeTools).not.toContain("cancel_esim");
    expect(pikasim.booksOrPays).toBe(true);
  });

  it("easygroupflights publishes itself as com.easygroupflights/easygroupflights 2.0.0, with the alias request_group_quote never safe", () => {
    const egf = listing("easygroupflights");
    expect(egf.published).toEqual({ name: "com.easygroupflights/easygroupflights", version: "2.0.0" });
    expect(toolNames("easygroupflights")).toContain("request_group_quote");
    expect(egf.safeTools).not.toContain("request_group_quote");
    expect(egf.safeTools).not.toContain("egf_send_flight_offer");
  });

  it("aviationstack is listed at the version its run line uses (1.6.0)", () => {
    const pkg = listing("aviationstack-mcp").package!;
    expect(pkg.version).toBe("1.6.0");
    expect(pkg.run).toContain("aviationstack-mcp==1.6.0");
  });

  it("liteapi says its endpoint needs the apiKey query parameter and where the key is read from", () => {
    expect(listing("liteapi").urlKey).toEqual({ param: "apiKey", env: "LITEAPI_API_KEY" });
  });

  it("every listing can be installed: it names at least one transport", () => {
    for (const l of shipped().listings) expect(l.transport.length, l.slug).toBeGreaterThan(0);
  });

  it("ferryhopper sits in the ground-and-sea category and says so", () => {
    expect(listing("ferryhopper").category).toBe("rail");
    expect(listing("ferryhopper").notes).toMatch(/ground-and-sea/);
  });
});

describe("excluded seed servers are served with the reason", () => {
  it("/data/excluded.json names every excluded seed server, each with a reason", () => {
    const catalogue = shipped();
    const doc = buildCatalogueDocuments(testConfig(), catalogue).find((d) => d.path === "/data/excluded.json")!;
    const body = JSON.parse(JSON.stringify(doc.body)) as { excluded: { slug: string; reason: string }[] };
    const slugs = body.excluded.map((e) => e.slug);
    for (const slug of ["eu261-mcp", "alt-esim", "orizn-visa", "bundleport-hotel-booking", "booking-com-demand-api"]) expect(slugs).toContain(slug);
    for (const e of body.excluded) expect(e.reason.length).toBeGreaterThan(20);
  });
});

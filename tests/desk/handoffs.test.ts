import { DeskResultSchema, loadCatalogue, type DeskResult, type Listing, type SlimListing } from "@travel/shared";
import { Ajv } from "ajv";
import type { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, postJson } from "../helpers/app.js";

let app: Hono;
beforeAll(async () => {
  app = (await buildTestApp()).app;
});

const loaded = loadCatalogue();
if (!loaded.ok) throw new Error(loaded.error);
const catalogue = loaded.catalogue;

async function desk(body: Record<string, unknown>): Promise<DeskResult> {
  const response = await postJson(app, "/desk", body);
  expect(response.status).toBe(200);
  return DeskResultSchema.parse(await response.json());
}

/** Every recommendation of a result and of its parts. */
const recommendationsOf = (result: DeskResult): SlimListing[] => [...(result.recommendations ?? []), ...(result.parts ?? []).flatMap((p) => p.recommendations ?? [])];

// Jobs of every kind the aisle serves, as text and with given fields, with and without the details a call needs.
const JOBS: Record<string, unknown>[] = [
  { job: "2 adults and 1 child from London to Lisbon on 12 June 2027, back 19 June, business class" },
  { job: "flights please", from: "WAW", to: "Rome", date: "2027-04-02", travellers: { adults: 1, infants: 1 }, cabin: "premium" },
  { job: "one way Paris to New York" },
  { job: "Train from Munich to Salzburg on 2 June 2027 for 3 adults, first class" },
  { job: "Ferry from Tallinn to Helsinki for 4 on 19 May 2027" },
  { job: "A hotel in Ljubljana for 2 nights from 8 May 2027, 2 adults and 2 kids, 2 rooms" },
  { job: "somewhere to stay", to: "Kraków", date: "2027-07-01", returnDate: "2027-07-04", travellers: 2 },
  { job: "Do Canadians need a visa for Serbia?" },
  { job: "Weather in Sofia this weekend?" },
  { job: "How many forints is 300 euros?" },
  { job: "Restaurants near the old town in Gdańsk" },
  { job: "I need an eSIM for Croatia, 10 GB for two weeks" },
  { job: "eSIM please", to: "Japan", kind: "esim" },
  { job: "2 passengers Warsaw to Prague on 4 May 2027, and an eSIM for Czechia" },
];

describe("recommendations carry ready-to-call handoffs", () => {
  const ajv = new Ajv({ strict: false, allErrors: true });

  it("builds every call from the job against its listing's recorded schema, or names what is missing", async () => {
    let ready = 0;
    for (const body of JOBS) {
      const result = await desk(body);
      for (const rec of recommendationsOf(result)) {
        const listing = catalogue.get(rec.slug) as Listing;
        const call = rec.call;
        if (!call) {
          expect(listing.tools.length, `${rec.slug} names tools but no call`).toBe(0);
          continue;
        }
        expect(listing.safeTools, `${rec.slug}: ${call.tool} must search or quote`).toContain(call.tool);
        const tool = listing.tools.find((t) => t.name === call.tool)!;
        if (call.arguments) {
          const validate = ajv.compile(tool.inputSchema!);
          expect(validate(call.arguments), `${JSON.stringify(body)} -> ${rec.slug}: ${ajv.errorsText(validate.errors)}`).toBe(true);
          expect(call.schemaSource).toBe(tool.schemaSource);
          ready++;
        } else {
          expect(call.missing?.length, `${rec.slug} has neither arguments nor missing`).toBeGreaterThan(0);
          if (!tool.inputSchema) expect(call.missing).toEqual(["inputSchema"]);
          // What is missing is required by the schema: at the top, or inside the object it names ("params.departure_date").
          else for (const name of call.missing!) expect(JSON.stringify(tool.inputSchema), name).toContain(`"${name.split(".").pop()}"`);
        }
      }
    }
    expect(ready, "at least some calls are ready to make").toBeGreaterThan(4);
  });

  it("keeps the job's details in the arguments: the party split, the cabin, the dates and the place", async () => {
    const flights = await desk({ job: "2 adults and 1 child from London to Lisbon on 12 June 2027, back 19 June, business class" });
    const fli = flights.recommendations?.find((r) => r.call?.arguments && r.call.tool === "search_flights");
    expect(fli?.call?.arguments).toMatchObject({ origin: "LON", destination: "LIS", departure_date: "2027-06-12", return_date: "2027-06-19", passengers: 3, cabin_class: "BUSINESS" });
    const stay = await desk({ job: "somewhere to stay", to: "Kraków", date: "2027-07-01", returnDate: "2027-07-04", travellers: { adults: 2, children: 1 } });
    const airbnb = stay.recommendations?.find((r) => r.call?.tool === "airbnb_search");
    expect(airbnb?.call?.arguments).toEqual({ location: "Krakow", checkin: "2027-07-01", checkout: "2027-07-04", adults: 2, children: 1, infants: 0 });
    expect(stay.summary).toMatch(/ready to make|call/);
  });

  it("names the required argument a job lacks instead of guessing it", async () => {
    const result = await desk({ job: "one way Paris to New York" });
    const fli = result.recommendations?.find((r) => r.slug === "fli-google-flights");
    expect(fli?.call).toMatchObject({ missing: ["departure_date"] });
    expect(fli?.call?.arguments).toBeUndefined();
    const duffel = result.recommendations?.find((r) => r.slug === "duffel-flights-mcp");
    expect(duffel?.call?.missing).toEqual(expect.arrayContaining(["params.departure_date"]));
  });
});

describe("relevant recommendations", () => {
  const covers = (listing: Listing, country: string) => listing.regions.some((r) => r === "world" || r === country || (r === "europe" && ["PL", "DE", "AT", "FI", "EE", "HR", "SI", "CZ"].includes(country)));

  it("a Polish domestic train recommends no server that does not cover Poland, and never a ferry", async () => {
    for (const body of [{ job: "3 people by train from Warsaw to Gdańsk on 5 March 2027" }, { job: "pociąg z Warszawy do Gdańska 5 marca 2027, 3 osoby" }, { job: "train", from: "Warszawa", to: "Gdańsk", travellers: 3 }]) {
      const result = await desk(body);
      expect([result.route, result.job.kind], JSON.stringify(body)).toEqual(["search", "rail"]);
      for (const rec of result.recommendations ?? []) {
        const listing = catalogue.get(rec.slug)!;
        expect(covers(listing, "PL"), `${rec.slug} does not cover Poland`).toBe(true);
        expect(listing.modes, rec.slug).toContain("rail");
      }
      expect(result.nextSteps.join(" ")).not.toMatch(/IATA/);
    }
  });

  it("lists every category in the published order, each item saying what placed it", async () => {
    for (const body of JOBS) {
      const result = await desk(body);
      for (const part of [result, ...(result.parts ?? [])]) {
        const recs = part.recommendations ?? [];
        if (!recs.length) continue;
        const ranked = catalogue.rankForJob(recs[0]!.category, part.job, 5);
        expect(recs.map((r) => r.slug), JSON.stringify(body)).toEqual(ranked.map((r) => r.listing.slug));
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          expect(a.relevance > b.relevance || (a.relevance === b.relevance && a.usefulness >= b.usefulness), `${a.listing.slug} before ${b.listing.slug}`).toBe(true);
        }
        for (const rec of recs) expect(rec.placedBy, rec.slug).toMatch(/usefulness \d/);
      }
    }
  });

  it("never lists a tool that buys, pays, reserves, tops up, orders or holds among any listing's safe tools", () => {
    const byName = /purchase|buy|top.?up|checkout|pay|wallet|reserv|hold|book|(?:place|create)_?order/i;
    const byPurpose = /^(?:buy|purchase|pay|top up|reserve|hold|order|book)\b/i;
    for (const listing of catalogue.listings) {
      for (const tool of listing.tools.filter((t) => listing.safeTools.includes(t.name))) {
        expect(byName.test(tool.name) || byPurpose.test(tool.purpose), `${listing.slug}: ${tool.name} (${tool.purpose})`).toBe(false);
      }
    }
  });
});

describe("summaries say what was found and what to do next", () => {
  it("in two or three sentences, without the desk's internal rules", async () => {
    for (const body of JOBS) {
      const result = await desk(body);
      for (const part of [result, ...(result.parts ?? [])].filter((p) => p.route === "search" || p.route === "esim")) {
        const sentences = part.summary.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
        expect(sentences, part.summary).toBeLessThanOrEqual(4);
        expect(part.summary).not.toMatch(/groups of 10|central and eastern Europe|desk's own suppliers/);
      }
    }
  });
});

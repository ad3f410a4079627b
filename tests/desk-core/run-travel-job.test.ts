import { CLIENT_GUIDANCE, DeskResultSchema, runTravelJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { fakeDeps } from "./fake-deps.js";

const CLAIMS_SUPPLIER_ANSWER = /supplier (responded|returned|found)/i;

/** A clause that says a quote was filed without negating it (the acceptance check's reading). */
function claimsFiledQuote(text: string): boolean {
  return text.split(/[.;!?\n]+/).some((clause) => /quote (has been|was) (filed|requested|sent)/i.test(clause) && !/\b(no|not|never|without)\b|n't/i.test(clause));
}

describe("runTravelJob: regional", () => {
  const job = "2 passengers from Warsaw to Prague on 2027-05-04";

  it("asks the regional supplier with IATA codes, the ISO date and 2, and passes live data through untouched", async () => {
    const { deps, calls } = fakeDeps({ regional: "live" });
    const result = DeskResultSchema.parse(await runTravelJob(job, deps));
    expect(calls.regional).toEqual([{ origin: "WAW", destination: "PRG", date: "2027-05-04", passengers: 2 }]);
    expect(result.route).toBe("regional");
    expect(result.supplier).toMatchObject({ role: "regional", status: "live", data: { offers: [{ id: "OFFER-1", from: "WAW", to: "PRG" }] } });
    expect(result.summary).toMatch(/is live/);
  });

  it("reports DOWN with the reason and never says the supplier answered", async () => {
    const { deps } = fakeDeps({ regional: "DOWN" });
    const result = DeskResultSchema.parse(await runTravelJob(job, deps));
    expect(result.supplier).toMatchObject({ status: "DOWN", reason: "apex answers 301 (not live yet)" });
    expect(result.supplier?.data).toBeUndefined();
    expect(result.summary).toMatch(/DOWN \(apex answers 301/);
    expect(result.summary).not.toMatch(CLAIMS_SUPPLIER_ANSWER);
    expect(result.nextSteps.join(" ")).toMatch(/\["WAW"\].*\["PRG"\]/);
  });

  it("turns a supplier port that throws into an honest DOWN, reports the bug, and reveals none of it", async () => {
    const { deps } = fakeDeps({ regional: "throws" });
    const bugs: Error[] = [];
    const result = DeskResultSchema.parse(await runTravelJob(job, { ...deps, onError: (e) => bugs.push(e) }));
    expect(result.supplier).toMatchObject({ status: "DOWN", reason: expect.stringContaining("internal error") });
    expect(JSON.stringify(result)).not.toContain("socket hang up");
    expect(bugs.map((b) => b.message)).toEqual(["socket hang up"]);
    expect(result.summary).not.toMatch(CLAIMS_SUPPLIER_ANSWER);
  });

  it("does not ask the supplier when a place is only a country", async () => {
    const { deps, calls } = fakeDeps({ regional: "live" });
    const result = DeskResultSchema.parse(await runTravelJob("2 people from Poland to Czechia on 4 May 2027", deps));
    expect(result.route).toBe("regional");
    expect(calls.regional).toEqual([]);
    expect(result.supplier).toBeUndefined();
    expect(result.nextSteps[0]).toMatch(/which city or airport/);
  });
});

describe("runTravelJob: group", () => {
  it("names the specialist with its install lines and says, negated, that no quote was filed", async () => {
    const { deps, calls } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("Book 30 seats Milan to Athens on 12 September 2027 and file the group quote", deps));
    expect(result.route).toBe("group");
    expect(calls.groupReports).toBe(1);
    expect(calls.regional).toEqual([]);
    expect(result.supplier).toMatchObject({ role: "group-flight-specialist", url: "https://groups.example/mcp" });
    expect(result.install?.[0]?.secret?.env).toBe("GROUP_SPECIALIST_TOKEN");
    expect(result.quoteFiled).toBe(false);
    expect(result.summary).toMatch(/No group quote has been filed/i);
    expect(claimsFiledQuote(result.summary)).toBe(false);
    expect(result.summary).toMatch(/never does either/);
  });

  it("keeps a group asking for small bookings as one group and says so", async () => {
    const { deps } = fakeDeps({ groupDown: true });
    const result = DeskResultSchema.parse(await runTravelJob("We are 12 people, book us as 6 pairs from Warsaw to Prague on 2027-05-04", deps));
    expect(result.route).toBe("group");
    expect(result.job.passengers).toBe(12);
    expect(result.summary).toMatch(/still one group of 12/);
    expect(result.summary).toMatch(/reachability check \(initialize timed out\)/);
  });
});

describe("runTravelJob: aisle routes", () => {
  it("search: flights-search recommendations and argument hints with the job's own codes", async () => {
    const { deps, calls } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("3 people Budapest to Bratislava on 6 June 2027", deps));
    expect(result.route).toBe("search");
    expect(calls.recommend[0]?.category).toBe("flights-search");
    expect(result.recommendations?.every((r) => r.category === "flights-search")).toBe(true);
    const hints = result.nextSteps.join("\n");
    expect(hints).toMatch(/\["BUD"\] and \["BTS"\]/);
    expect(hints).toMatch(/"HU" \(ISO-2\) or "HUN" \(ISO-3\)/);
    expect(hints).toMatch(/nested \{"departure": \{"date": "2027-06-06"\}\}/);
  });

  it("search: a hotel job asks the hotels aisle only, and says so when it is empty (never flights instead)", async () => {
    const { deps, calls } = fakeDeps();
    await runTravelJob("a hotel in Warsaw for 2 people", deps);
    expect(calls.recommend[0]?.category).toBe("hotels");
    const empty = fakeDeps({ emptyAisle: true });
    const result = DeskResultSchema.parse(await runTravelJob("a hotel in Warsaw for 2 people", empty.deps));
    expect(empty.calls.recommend.map((c) => c.category)).toEqual(["hotels"]);
    expect(result.recommendations).toEqual([]);
    expect(result.summary).toMatch(/no hotels server to recommend/);
  });

  it("search: a car-hire job gets no flight servers, and the summary says the aisle has none of its kind", async () => {
    const { deps, calls } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("Rent a car at Lisbon airport for a week from 10 August 2027", deps));
    expect([result.route, result.job.kind]).toEqual(["search", "car-rental"]);
    expect(calls.recommend).toEqual([]);
    expect(result.recommendations).toEqual([]);
    expect(result.summary).toMatch(/car hire.*no server of that kind/);
  });

  it("group + stay: names the group hotel desk and the body to send", async () => {
    const { deps } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("Hotel rooms for a group of 24 in Kraków from 3 to 6 May 2027", deps));
    expect([result.route, result.job.kind]).toEqual(["group", "stay"]);
    expect(result.summary).toMatch(/\/group-hotels-mcp/);
    expect(result.nextSteps.join(" ")).toMatch(/"rooms": <10 or more>, "city": "Krakow", "checkIn": "2027-05-03", "checkOut": "2027-05-06"/);
  });

  it("esim: eSIM recommendations for the country, with ISO-2 and ISO-3 codes", async () => {
    const { deps, calls } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("I need an eSIM for Croatia for 10 days", deps));
    expect(result.route).toBe("esim");
    expect(calls.recommend[0]?.category).toBe("esim");
    expect(result.recommendations?.length).toBeGreaterThan(0);
    expect(result.nextSteps.join("\n")).toMatch(/"HR" \(ISO-2\) or "HRV" \(ISO-3\)/);
  });
});

describe("runTravelJob: sos, clarify, split", () => {
  it("sos: advice from the EC261 port, named in the summary, nothing filed", async () => {
    const { deps, calls } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("My flight from Warsaw to Paris was cancelled this morning, what can I do?", deps));
    expect(result.route).toBe("sos");
    expect(calls.sos).toBe(1);
    expect(result.sos?.regulation).toMatch(/261/);
    expect(result.job.notes).toContain("cancellation");
    expect(result.summary).toMatch(/a cancellation on the flight from Warsaw/);
    expect(result.summary).toMatch(/no claim has been filed/);
  });

  it("clarify: what is missing and what to ask", async () => {
    const { deps } = fakeDeps();
    const result = DeskResultSchema.parse(await runTravelJob("I'd like a holiday", deps));
    expect(result.route).toBe("clarify");
    expect(result.job.missing).toEqual(["passengers", "origin", "destination", "date"]);
    expect(result.questions?.[0]).toMatch(/Where are you travelling from/);
  });

  it("split: one full result per part, each with its own job", async () => {
    const { deps, calls } = fakeDeps({ regional: "live" });
    const result = DeskResultSchema.parse(await runTravelJob("2 passengers Warsaw to Prague on 4 May 2027, and an eSIM for Czechia", deps));
    expect(result.route).toBe("split");
    expect(result.parts?.map((p) => p.route)).toEqual(["regional", "esim"]);
    expect(result.parts?.[0]?.job).toMatchObject({ text: "2 passengers Warsaw to Prague on 4 May 2027", passengers: 2 });
    expect(result.parts?.[1]?.job).toMatchObject({ text: "an eSIM for Czechia", destination: { country: "CZ" } });
    expect(result.parts?.[0]?.supplier?.status).toBe("live");
    expect(calls.regional).toHaveLength(1);
    expect(result.summary).toMatch(/2 independent requests/);
  });

  it("every route carries the four client-side rules and the never-booked invariants", async () => {
    const { deps } = fakeDeps();
    for (const job of ["hi", "2 pax Warsaw to Prague", "12 people to Rome", "eSIM for Spain", "flight delayed", "1 passenger to Lisbon"]) {
      const result = DeskResultSchema.parse(await runTravelJob(job, deps));
      expect(result.guidance).toEqual([...CLIENT_GUIDANCE]);
      expect([result.advisory, result.booked, result.paid, result.quoteFiled]).toEqual([true, false, false, false]);
    }
    expect(CLIENT_GUIDANCE[2]).toMatch(/book\|pay\|checkout\|ticket\|email_offer/);
  });
});

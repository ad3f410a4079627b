import { DEFAULT_CEE_COUNTRIES, categoryFor, classifyJob, parseJob, routeJob, type ParsedJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

const routeOf = (text: string, cee?: readonly string[]) => routeJob(parseJob(text, NOW, cee ? { ceeCountries: cee } : {}), cee).route;

describe("routing rules, in DESIGN order", () => {
  it("1. sos beats everything else but an eSIM part", () => {
    expect(routeOf("12 people on a cancelled flight from Prague to Oslo")).toBe("sos");
    expect(routeOf("2 pax Warsaw to Prague, flight delayed 4 hours")).toBe("sos");
    expect(routeOf("Our flight to Sofia was cancelled; also need a SIM with data in Bulgaria")).toBe("split");
  });

  it("2. split holds independent parts, each routed by the same rules and never split again", () => {
    const decision = routeJob(parseJob("Group of 16 from Madrid to Riga on 1 June 2027; afterwards 2 of them go on from Riga to Vilnius on 5 June 2027", NOW));
    expect(decision.route).toBe("split");
    expect(decision.parts?.map((p) => [p.route, p.job.passengers, p.job.origin?.iata, p.job.destination?.iata])).toEqual([
      ["group", 16, "MAD", "RIX"],
      ["regional", 2, "RIX", "VNO"],
    ]);
    expect(decision.parts?.every((p) => p.job.parts.length === 0)).toBe(true);
  });

  it("a return leg or a detail clause does not make a split", () => {
    expect(routeOf("2 pax Warsaw to Prague on 4 May 2027, back to Warsaw on 9 May 2027")).toBe("regional");
    expect(routeOf("2 pax Warsaw to Prague on 4 May 2027; Prague to Warsaw on 9 May 2027")).toBe("regional");
    expect(routeOf("Two adults, Budapest to Bucharest, 14 March 2027, names come later")).toBe("regional");
  });

  it("3. esim is mobile data and nothing else", () => {
    expect(routeOf("I need an eSIM for Croatia for 10 days")).toBe("esim");
    expect(routeOf("Going to Split next week, need an eSIM")).toBe("esim");
    expect(routeOf("2 pax Warsaw to Prague on 4 May 2027 with an eSIM for Czechia")).toBe("split");
  });

  it("4. group is 10 or more travellers wherever they go", () => {
    expect(routeOf("10 people Warsaw to Prague")).toBe("group");
    expect(routeOf("9 people Warsaw to Prague")).toBe("search");
    expect(routeOf("we are 40 people")).toBe("group");
  });

  it("5. regional is exactly 2 travellers with both ends in the configured CEE set", () => {
    expect(routeOf("2 pax Warsaw to Prague")).toBe("regional");
    expect(routeOf("3 pax Warsaw to Prague")).toBe("search");
    expect(routeOf("2 pax Warsaw to Vienna")).toBe("search");
    expect(routeOf("2 pax to Prague")).toBe("search");
    expect(routeOf("2 pax Warsaw to Vienna", [...DEFAULT_CEE_COUNTRIES, "AT"])).toBe("regional");
    expect(routeOf("2 pax Warsaw to Prague", ["PL"])).toBe("search");
    expect(routeJob(parseJob("2 pax Warsaw to Vienna", NOW), { ceeCountries: ["PL", "AT"] }).route).toBe("regional");
  });

  it("6. search needs a place, 7. clarify is the rest", () => {
    expect(routeOf("1 passenger to Lisbon")).toBe("search");
    expect(routeOf("I'd like a holiday")).toBe("clarify");
    expect(routeOf("")).toBe("clarify");
  });

  it("routes a bare ParsedJob too, reading its intents from the text", () => {
    const bare: ParsedJob = { text: "our flight was cancelled", passengers: 2, origin: null, destination: null, date: null, returnDate: null, notes: [], missing: [], kind: "flights", language: "en" };
    expect(routeJob(bare).route).toBe("sos");
    expect(routeJob({ ...bare, text: "trip", passengers: 11 }).route).toBe("group");
  });
});

describe("categories for the aisle", () => {
  it("maps each route to its category, and a search to its kind's category only", () => {
    expect(["esim", "group", "sos", "clarify", "split"].map((r) => categoryFor(r as never, "flights"))).toEqual(["esim", "group-travel", "disruption", null, null]);
    const search = (kind: string) => categoryFor("search", kind as never);
    expect(["flights", "rail", "ferry", "stay", "visa", "weather", "currency", "places"].map(search)).toEqual([
      "flights-search", "rail", "rail", "hotels", "visas", "weather", "currency", "maps",
    ]);
    // The aisle has no car-hire, insurance or activities server: nothing stands in for them.
    expect(["car-rental", "insurance", "activities", "unknown"].map(search)).toEqual([null, null, null, null]);
    expect(categoryFor("regional", "rail")).toBe("rail");
  });

  it("classifyJob gives the route and category in one call", () => {
    const c = classifyJob("15 people from Berlin to Warsaw on 3 June 2027", NOW, DEFAULT_CEE_COUNTRIES);
    expect([c.decision.route, c.category, c.job.passengers]).toEqual(["group", "group-travel", 15]);
    expect(classifyJob("hi", NOW, { ceeCountries: DEFAULT_CEE_COUNTRIES }).category).toBeNull();
  });
});

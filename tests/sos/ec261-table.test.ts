import { assessEc261, resolveCase, SosAdviceSchema, type GivenFacts } from "@travel/shared";
import { describe, expect, it } from "vitest";

// Worked cases from the project's EC261 notes (travel-domain.md section 1), each with its source.
// `amount` is the compensation per passenger, or null when none is owed.
interface Case {
  name: string;
  source: string;
  facts: GivenFacts;
  km?: number;
  applies: "yes" | "no" | "unknown";
  amount: number | null;
  status: "owed" | "not-owed" | "depends";
  reduced?: boolean;
  care?: "owed" | "not-owed" | "depends";
  uk261?: boolean;
}

const CASES: Case[] = [
  { name: "Rome-Hamburg counts first departure to final destination: 1,326 km, 250 EUR", source: "CJEU C-559/16 Bossen (Rome-Brussels-Hamburg = FCO-HAM 1,326 km); Art. 7(1)(a)",
    facts: { from: "FCO", to: "HAM", disruption: "delay", arrivalDelayHours: 4 }, km: 1326, applies: "yes", amount: 250, status: "owed" },
  { name: "Warsaw-Tenerife is intra-EU: 4,094 km stays at 400 EUR", source: "Art. 7(1)(b) 'all intra-Community flights of more than 1500 km'; WAW-TFS great circle 4,094 km",
    facts: { from: "WAW", to: "TFS", disruption: "cancellation", noticeDays: 3 }, km: 4094, applies: "yes", amount: 400, status: "owed" },
  { name: "3 h 10 min arrival delay on a ~1,600 km intra-EU flight: 400 EUR, no reduction (over the 3 h window)", source: "CJEU C-402/07 and C-432/07 Sturgeon (arrival >= 3 h late is compensated); Art. 7(1)(b), 7(2)(b)",
    facts: { from: "KRK", to: "BCN", disruption: "delay", arrivalDelayHours: 3 + 10 / 60 }, km: 1680, applies: "yes", amount: 400, status: "owed", reduced: false },
  { name: "cancellation announced 20 days ahead: no compensation", source: "Art. 5(1)(c)(i): informed at least two weeks before departure",
    facts: { from: "WAW", to: "FRA", disruption: "cancellation", noticeDays: 20 }, applies: "yes", amount: null, status: "not-owed" },
  { name: "extraordinary circumstances: no compensation, but care is owed", source: "Art. 5(3) excuses compensation only; Art. 5(1)(b) care still owed",
    facts: { from: "WAW", to: "FRA", disruption: "cancellation", noticeDays: 0, extraordinary: true, cause: "storm closed the airport" }, applies: "yes", amount: null, status: "not-owed", care: "owed" },
  { name: "long-haul from the EU, not intra-EU, over 3,500 km: 600 EUR", source: "Art. 7(1)(c); Sturgeon for delays",
    facts: { from: "FRA", to: "JFK", disruption: "delay", arrivalDelayHours: 5, carrier: "LH" }, km: 6189, applies: "yes", amount: 600, status: "owed", reduced: false },
  { name: "long-haul delay between 3 and 4 h: halved to 300 EUR", source: "Art. 7(2)(c) applied to delays by Sturgeon para 63",
    facts: { from: "FRA", to: "JFK", disruption: "delay", arrivalDelayHours: 3.5 }, applies: "yes", amount: 300, status: "owed", reduced: true },
  { name: "cancellation, re-routed 3 h early but arriving within the 3 h window: owed and halved to 200 EUR", source: "Art. 5(1)(c)(ii) exemption fails (left more than 2 h early); Art. 7(2)(b) halves",
    facts: { from: "WAW", to: "TFS", disruption: "cancellation", noticeDays: 10, rerouted: true, reroutedDepartureHoursEarlier: 3, arrivalDelayHours: 3 }, applies: "yes", amount: 200, status: "owed", reduced: true },
  { name: "cancellation with short notice, re-routed on time: exempt", source: "Art. 5(1)(c)(iii): left no more than 1 h early and arrived less than 2 h late",
    facts: { from: "FCO", to: "HAM", disruption: "cancellation", noticeDays: 2, rerouted: true, reroutedDepartureHoursEarlier: 0, arrivalDelayHours: 1.5 }, applies: "yes", amount: null, status: "not-owed" },
  { name: "short-haul cancellation re-routed arriving exactly 2 h late: owed, halved to 125 EUR", source: "Art. 5(1)(c)(iii) needs less than 2 h; Art. 7(2)(a) halves at no more than 2 h",
    facts: { from: "FCO", to: "HAM", disruption: "cancellation", noticeDays: 2, rerouted: true, reroutedDepartureHoursEarlier: 0, arrivalDelayHours: 2 }, applies: "yes", amount: 125, status: "owed", reduced: true },
  { name: "arrival delay under 3 h: no compensation", source: "Sturgeon: compensation from 3 h at the final destination",
    facts: { from: "WAW", to: "CDG", disruption: "delay", arrivalDelayHours: 2.5 }, applies: "yes", amount: null, status: "not-owed" },
  { name: "departure from the UK: EC261 does not apply, UK261 is noted", source: "Art. 3(1); UK261 (Air Passenger Rights (EU Exit) Regulations 2019) since 1 Jan 2021",
    facts: { from: "LHR", to: "JFK", disruption: "delay", arrivalDelayHours: 5, carrier: "BA" }, applies: "no", amount: null, status: "not-owed", uk261: true },
  { name: "non-EU carrier arriving in the EU from outside: not covered", source: "Art. 3(1)(b): only Community carriers on arrivals from third countries",
    facts: { from: "JFK", to: "FRA", disruption: "delay", arrivalDelayHours: 5, carrier: "United Airlines" }, applies: "no", amount: null, status: "not-owed" },
  { name: "EU carrier arriving in the EU from outside: covered, 600 EUR", source: "Art. 3(1)(b), Art. 7(1)(c)",
    facts: { from: "JFK", to: "FRA", disruption: "delay", arrivalDelayHours: 5, flight: "LH401" }, applies: "yes", amount: 600, status: "owed" },
  { name: "arrival in the EU from outside, airline unknown: cannot tell", source: "Art. 3(1)(b) turns on the operating carrier's licence",
    facts: { from: "JFK", to: "FRA", disruption: "delay", arrivalDelayHours: 5 }, applies: "unknown", amount: null, status: "depends" },
  { name: "denied boarding against one's will: compensation at once", source: "Art. 4(3), Art. 7(1)(a)",
    facts: { from: "WAW", to: "CDG", disruption: "denied-boarding" }, km: 1342, applies: "yes", amount: 250, status: "owed", care: "owed" },
  { name: "volunteering to give up the seat: no compensation", source: "Art. 4(1)",
    facts: { from: "WAW", to: "CDG", disruption: "denied-boarding", volunteered: true }, applies: "yes", amount: null, status: "not-owed" },
  { name: "a technical fault is not extraordinary: still owed", source: "CJEU C-549/07 Wallentin-Hermann; C-257/14 van der Lans",
    facts: { from: "KRK", to: "BCN", disruption: "delay", arrivalDelayHours: 6, extraordinary: true, cause: "technical fault" }, applies: "yes", amount: 400, status: "owed" },
  { name: "delay with no hours given: depends", source: "Sturgeon threshold of 3 h",
    facts: { from: "FCO", to: "HAM", disruption: "delay" }, applies: "yes", amount: null, status: "depends" },
];

describe("EC261 worked cases", () => {
  it.each(CASES)("$name ($source)", (c) => {
    const advice = SosAdviceSchema.parse(assessEc261(resolveCase(c.facts)));
    expect(advice.applies).toBe(c.applies);
    expect(advice.compensation.status).toBe(c.status);
    expect(advice.compensation.amountEur).toBe(c.amount);
    if (c.km !== undefined) expect(advice.distanceKm).toBe(c.km);
    if (c.reduced !== undefined) expect(advice.compensation.reducedBy50).toBe(c.reduced);
    if (c.care) expect(advice.care.status).toBe(c.care);
    if (c.uk261) expect(advice.scope.uk261).toMatch(/UK261/);
    expect(advice.regulation).toMatch(/261\/2004/);
    expect(advice.claimFiled).toBe(false);
    expect(advice.notLegalAdvice).toBe(true);
  });

  it("names the national law for the claim deadline, marked to verify", () => {
    const advice = assessEc261(resolveCase({ from: "MAD", to: "FRA", disruption: "delay", arrivalDelayHours: 4 }));
    expect(advice.claimDeadline.rule).toMatch(/national law/);
    expect(advice.claimDeadline.byCountry.map((d) => d.country)).toEqual(["ES", "DE"]);
    expect(advice.claimDeadline.byCountry.find((d) => d.country === "DE")?.limit).toMatch(/3 years/);
    expect(advice.claimDeadline.byCountry.every((d) => d.verify)).toBe(true);
  });

  it("tells a passenger what to ask for and what to keep", () => {
    const advice = assessEc261(resolveCase({ from: "WAW", to: "CDG", disruption: "cancellation", noticeDays: 1 }));
    expect(advice.askTheAirlineFor.join(" ")).toMatch(/250 EUR/);
    expect(advice.askTheAirlineFor.join(" ")).toMatch(/refund/i);
    expect(advice.evidenceToKeep.join(" ")).toMatch(/boarding pass/i);
    expect(advice.reimbursementOrRerouting.status).toBe("owed");
  });

  it("resolves city names as well as codes", () => {
    const advice = assessEc261(resolveCase({ from: "Rome", to: "Hamburg", disruption: "delay", arrivalDelayHours: 4 }));
    expect(advice.distanceKm).toBe(1326);
    expect(advice.flight.from?.iata).toBe("FCO");
  });

  it("says which airport it could not find instead of guessing", () => {
    const advice = assessEc261(resolveCase({ from: "Atlantis", to: "FRA", disruption: "delay", arrivalDelayHours: 4 }));
    expect(advice.applies).toBe("unknown");
    expect(advice.distanceKm).toBeNull();
    expect(advice.missing.join(" ")).toMatch(/Atlantis/);
  });
});

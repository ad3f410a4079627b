import { createSosAdvisor, DeskSosSchema, loadConfig, type ParsedJob, type Place } from "@travel/shared";
import { describe, expect, it } from "vitest";

const loaded = loadConfig({ BASE_URL: "https://desk.example" });
if (!loaded.ok) throw new Error("config");
const advisor = createSosAdvisor(loaded.config);

const place = (name: string, iata: string, country: string): Place => ({ name, iata, country });
// What the routing core's parser hands the sos route.
const job = (text: string, origin: Place | null, destination: Place | null): ParsedJob => ({
  text, passengers: null, origin, destination, date: null, returnDate: null, notes: [], missing: [], kind: "disruption", language: "en",
});

describe("the desk's sos field comes from the same advisor", () => {
  it("gives the band, the endpoint and says nothing was filed", () => {
    const sos = DeskSosSchema.parse(advisor.adviseForJob(job("Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure", place("Warsaw", "WAW", "PL"), place("Frankfurt", "FRA", "DE"))));
    expect(sos.endpoint).toBe("https://desk.example/sos-mcp");
    expect(sos.applies).toBe("yes");
    expect(sos.compensationEur).toBe(250);
    expect(sos.claimFiled).toBe(false);
    expect(sos.notLegalAdvice).toBe(true);
    expect(sos.advice.join(" ")).toMatch(/Ask the airline for/);
  });

  it("gives no amount when notice was long enough", () => {
    const sos = advisor.adviseForJob(job("our Rome to Hamburg flight was cancelled 3 weeks before departure", place("Rome", "FCO", "IT"), place("Hamburg", "HAM", "DE")));
    expect(sos.compensationEur).toBeNull();
    expect(sos.advice.join(" ")).toMatch(/14 days or more/);
  });

  it("falls back to airport codes in the text, and asks for what it lacks", () => {
    const withCodes = advisor.adviseForJob(job("KRK-BCN arrived 3h10 late", null, null));
    expect(withCodes.compensationEur).toBe(400);
    const without = advisor.adviseForJob(job("my flight was delayed", null, null));
    expect(without.applies).toBe("unknown");
    expect(without.compensationEur).toBeNull();
    expect(without.advice.join(" ")).toMatch(/first departure airport/);
  });
});

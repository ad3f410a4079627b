import { assessEc261, EARTH_RADIUS_KM, findAirport, greatCircleKm, kilometres, resolveCase } from "@travel/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lon: fc.double({ min: -180, max: 180, noNaN: true }) });

describe("great-circle distance", () => {
  it.each([
    ["FCO", "HAM", 1326], // CJEU C-559/16 Bossen
    ["WAW", "TFS", 4094], // travel-domain.md 1.2, computed with the same dataset
  ])("%s-%s is %i km from the airport dataset's coordinates", (a, b, km) => {
    expect(Math.round(greatCircleKm(findAirport(a)!, findAirport(b)!))).toBe(km);
  });

  it("is symmetric, never negative and never more than half the globe", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = greatCircleKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        expect(Math.abs(d - greatCircleKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });

  it("is zero from a point to itself and a quarter meridian from pole to equator", () => {
    expect(greatCircleKm({ lat: 52.2, lon: 21 }, { lat: 52.2, lon: 21 })).toBe(0);
    expect(greatCircleKm({ lat: 90, lon: 0 }, { lat: 0, lon: 0 })).toBeCloseTo((Math.PI / 2) * EARTH_RADIUS_KM, 6);
  });

  it("finds airports by city code, and BER despite the dataset predating it", () => {
    expect(findAirport("LON")?.iata).toBe("LHR");
    expect(findAirport("BER")?.country).toBe("DE");
    expect(findAirport("TFS")?.country).toBe("ES");
    expect(findAirport("ZZZ")).toBeNull();
  });

  it("writes a distance in km as Intl.NumberFormat(\"en\") does, for every whole distance on the globe and beyond", () => {
    const en = new Intl.NumberFormat("en");
    for (let km = 0; km <= 20_100; km++) expect(kilometres(km)).toBe(en.format(km));
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (km) => kilometres(km) === en.format(km)));
  });

  it("says the distance in the advice's summary with its thousands grouped", () => {
    const advice = assessEc261(resolveCase({ from: "WAW", to: "TFS", disruption: "delay", arrivalDelayHours: 4 }));
    expect(advice.summary).toContain("Warsaw (WAW) to ");
    expect(advice.summary).toContain(", 4,094 km.");
  });
});

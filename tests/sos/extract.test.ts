import { extractDisruptionFacts, findCarrier } from "@travel/shared";
import { describe, expect, it } from "vitest";

describe("reading a disruption from free text", () => {
  it.each([
    ["Flight LO333 Warsaw to Frankfurt cancelled 2 days before departure", { disruption: "cancellation", flight: "LO333", noticeDays: 2 }],
    ["our flight was cancelled, they told us twenty days ahead", { disruption: "cancellation", noticeDays: 20 }],
    ["Lufthansa cancelled my flight two weeks in advance", { disruption: "cancellation", noticeDays: 14 }],
    ["cancelled 24 hours before departure", { disruption: "cancellation", noticeDays: 0, arrivalDelayHours: null }],
    ["we landed 3 h 10 min late in Barcelona", { disruption: "delay", arrivalDelayHours: 3 + 10 / 60 }],
    ["FR1234 arrived 3h10 late", { flight: "FR1234", arrivalDelayHours: 3 + 10 / 60 }],
    ["delayed by five hours because of a technical fault", { disruption: "delay", arrivalDelayHours: 5, cause: "technical fault" }],
    ["departure was delayed 90 minutes due to fog", { departureDelayHours: 1.5, arrivalDelayHours: null, cause: "fog" }],
    ["I was bumped from an overbooked flight flight BA 117", { disruption: "denied-boarding", flight: "BA117" }],
    ["a 3 hour flight that arrived 4 hours late", { arrivalDelayHours: 4 }],
    ["Is my EC261 claim valid? Flight was late", { flight: null, disruption: "delay" }],
    ["missed my connection in Munich", { disruption: "delay" }],
    ["FCO-HAM delayed", { routeCodes: ["FCO", "HAM"] }],
  ])("%s", (text, expected) => {
    expect(extractDisruptionFacts(text)).toMatchObject(expected);
  });

  it("reads an air-traffic-control strike as a cited extraordinary cause and a crew strike as not", () => {
    expect(extractDisruptionFacts("cancelled due to an ATC strike").extraordinaryHint).toBe(true);
    expect(extractDisruptionFacts("cancelled due to a pilots strike").extraordinaryHint).toBe(false);
  });

  it("knows airlines by code and name, and 'a lot' is not LOT", () => {
    expect(findCarrier("LH")?.regime).toBe("eu");
    expect(findCarrier("lufthansa")?.code).toBe("LH");
    expect(findCarrier("BA")?.regime).toBe("uk");
    expect(findCarrier("EK")?.regime).toBe("other");
    expect(findCarrier("XX")).toBeNull();
  });
});

import { findAirport, parseJob, resolveAirport } from "@travel/shared";
import { describe, expect, it } from "vitest";

describe("the EC261 advisor reads airports' countries as the parser does", () => {
  it("puts Pristina in Kosovo, not in Serbia as the dataset says", () => {
    expect(findAirport("PRN")?.country).toBe("XK");
    expect(parseJob("2 people from Pristina to Vienna on 4 May 2027", new Date("2026-11-22")).origin?.country).toBe("XK");
  });

  it("maps dataset country names the ISO list lacks (Moldova, Macedonia)", () => {
    expect(findAirport("KIV")?.country).toBe("MD");
    expect(findAirport("SKP")?.country).toBe("MK");
    expect(resolveAirport("Kraków")?.iata).toBe("KRK");
  });
});

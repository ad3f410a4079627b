import { parseJob } from "@travel/shared";
import { describe, expect, it } from "vitest";

const NOW = new Date("2026-11-20T10:00:00Z");

describe("details beside the count: the party's split, the cabin, an eSIM plan, rooms", () => {
  it.each([
    ["2 adults and 1 child from Warsaw to Gdańsk by train, first class", { adults: 2, children: 1, infants: 0 }, "first"],
    ["2 dorosłych i 1 dziecko z Warszawy do Gdańska pociągiem, pierwsza klasa", { adults: 2, children: 1, infants: 0 }, "first"],
    ["Zwei Erwachsene und ein Kind, erste Klasse, Berlin nach Wien", { adults: 2, children: 1, infants: 0 }, "first"],
    ["2 adults with a baby from Berlin to Madrid, premium economy", { adults: 2, children: 0, infants: 1 }, "premium"],
    ["2 adults + 2 kids, business class, London to Rome", { adults: 2, children: 2, infants: 0 }, "business"],
    ["me and 2 kids fly from Warsaw to Rome in economy", { adults: 1, children: 2, infants: 0 }, "economy"],
  ])("%s", (text, party, cabin) => {
    const job = parseJob(text, NOW);
    expect(job.party).toEqual(party);
    expect(job.passengers).toBe(party.adults + party.children + party.infants);
    expect(job.cabin).toBe(cabin);
  });

  it("leaves the split out when the job names no kind of traveller, and the cabin when it names none", () => {
    const job = parseJob("3 people from Warsaw to Rome on 4 May 2027", NOW);
    expect(job.party).toBeUndefined();
    expect(job.cabin).toBeUndefined();
  });

  it.each([
    ["eSIM for Japan, 10 GB for two weeks", { gb: 10, unlimited: false, days: 14 }],
    ["eSIM na 14 dni 5GB do Turcji", { gb: 5, unlimited: false, days: 14 }],
    ["Datenpaket eSIM Türkei 1,5 GB für 3 Wochen", { gb: 1.5, unlimited: false, days: 21 }],
    ["unlimited data eSIM for Italy, 10 days", { gb: null, unlimited: true, days: 10 }],
    ["eSIM for Spain, 500 MB", { gb: 0.5, unlimited: false, days: null }],
  ])("reads the data plan of %s", (text, plan) => {
    const job = parseJob(text, NOW);
    expect(job.kind).toBe("esim");
    expect(job.dataPlan).toEqual(plan);
  });

  it("reads how many rooms a stay needs", () => {
    expect(parseJob("hotel in Rome, 3 rooms, 2 nights from 4 May 2027", NOW).rooms).toBe(3);
    expect(parseJob("hotel in Rome for 2 nights from 4 May 2027", NOW).rooms).toBeUndefined();
  });
});

import { parseJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

describe("travellers", () => {
  it.each([
    ["twelve of us Warsaw to Rome", 12],
    ["a dozen colleagues to Rome", 12],
    ["two dozen pilgrims to Rome", 24],
    ["half a dozen friends to Rome", 6],
    ["twenty-two people to Rome", 22],
    ["thirty one people to Rome", 31],
    ["a couple to Rome", 2],
    ["a couple of friends and me to Rome", 3],
    ["both of us to Rome", 2],
    ["the two of us to Rome", 2],
    ["me and my wife to Rome", 2],
    ["my partner and I to Rome", 2],
    ["I'm flying to Rome with my husband", 2],
    ["party of 2 to Rome", 2],
    ["2 pax to Rome", 2],
    ["2pax to Rome", 2],
    ["2 adults and 1 child to Rome", 3],
    ["2 adults with a baby to Rome", 3],
    ["3 adults, 2 children and an infant to Rome", 6],
    ["9 friends and me to Rome", 10],
    ["me and 11 colleagues to Rome", 12],
    ["28 students and 3 teachers to Rome", 31],
    ["solo to Rome", 1],
    ["travelling alone to Rome", 1],
    ["just me to Rome", 1],
    ["family of four to Rome", 4],
    ["group of 12 students to Rome", 12],
    ["group in 30 from Oslo to Riga", 30],
    ["Vi er en gruppe på 30 fra Kolding til Riga", 30],
    ["Vi er en familie på fire fra Oslo til Roma", 4],
    ["we are 5 to Rome", 5],
    ["tickets for 3, Warsaw to Rome", 3],
    ["10 people including me, to Rome", 10],
    ["book 30 seats to Rome", 30],
  ])("%s -> %i", (text, passengers) => {
    expect(parseJob(text, NOW).passengers).toBe(passengers);
  });

  it.each([
    "eSIM for Croatia for 10 days",
    "BA875 London to Budapest is delayed by 4 hours",
    "Warsaw to Rome on 4 May 2027",
    "Can you help me?",
    "Warsaw to Rome for 2 weeks",
    "a couple of days in Rome",
    "5 bookings of 2 to Rome",
  ])("%s says nothing about the party size", (text) => {
    expect(parseJob(text, NOW).passengers).toBeNull();
  });

  it("keeps a group asking for pairs or small bookings at its full size", () => {
    expect(parseJob("Please split our group of 10 into 5 bookings of 2, Warsaw to Sofia", NOW).passengers).toBe(10);
    expect(parseJob("We are 12 people, book us as 6 pairs", NOW).passengers).toBe(12);
  });
});

describe("dates (now = Sunday 2026-11-22)", () => {
  it.each([
    ["on 2027-05-04", "2027-05-04", null],
    ["on 4 May 2027", "2027-05-04", null],
    ["on May 4th, 2027", "2027-05-04", null],
    ["on the 4th of May", "2027-05-04", null],
    ["on 04/05/2027", "2027-05-04", null],
    ["on 4.5.2027", "2027-05-04", null],
    ["on 05/24/2027", "2027-05-24", null],
    ["on 4 May", "2027-05-04", null],
    ["on 30 November", "2026-11-30", null],
    ["on 20 November", "2027-11-20", null],
    ["4-9 May 2027", "2027-05-04", "2027-05-09"],
    ["from 4 May to 9 May", "2027-05-04", "2027-05-09"],
    ["between 4 and 9 May 2027", "2027-05-04", "2027-05-09"],
    ["May 4-9, 2027", "2027-05-04", "2027-05-09"],
    ["28 December to 3 January", "2026-12-28", "2027-01-03"],
    ["on 4 May 2027, returning on 9 May 2027", "2027-05-04", "2027-05-09"],
    ["tomorrow", "2026-11-23", null],
    ["next Tuesday", "2026-11-24", null],
    ["in two weeks", "2026-12-06", null],
  ])("Warsaw to Prague %s", (when, date, returnDate) => {
    const job = parseJob(`2 people Warsaw to Prague ${when}`, NOW);
    expect({ date: job.date, returnDate: job.returnDate }).toEqual({ date, returnDate });
  });

  it("resolves relative dates against the clock it is given", () => {
    expect(parseJob("Warsaw to Prague tomorrow", new Date("2027-02-28T12:00:00Z")).date).toBe("2027-03-01");
  });

  it("counts days in UTC, whatever the process time zone, late in the evening too", () => {
    const lateEvening = new Date("2026-11-22T23:30:00Z");
    expect(["tomorrow", "next Tuesday", "on Friday", "in two weeks"].map((when) => parseJob(`Warsaw to Prague ${when}`, lateEvening).date)).toEqual([
      "2026-11-23", "2026-11-24", "2026-11-27", "2026-12-06",
    ]);
  });

  it("reads a weekday named alone as the coming one, today's until its noon UTC and a week on after it", () => {
    const on = (when: string, now: string) => parseJob(`Hotel in Kraków for 2 ${when}`, new Date(now)).date;
    // 2026-11-28 is a Saturday.
    expect([on("this saturday", "2026-11-28T11:59:00Z"), on("this saturday", "2026-11-28T12:01:00Z")]).toEqual(["2026-11-28", "2026-12-05"]);
    expect([on("saturday", "2026-11-28T09:00:00Z"), on("this weekend", "2026-11-29T09:00:00Z"), on("next weekend", "2026-11-28T09:00:00Z")]).toEqual([
      "2026-11-28", "2026-12-05", "2026-12-05",
    ]);
    // From a Wednesday, next Monday is the coming one and next Friday the one after this week's.
    expect([on("next monday", "2026-11-25T09:00:00Z"), on("next friday", "2026-11-25T09:00:00Z")]).toEqual(["2026-11-30", "2026-12-04"]);
  });

  it("reads a weekday after a place or a preposition as the weekday alone, and \"next\" right before it as next week's", () => {
    const on = (when: string, now: string) => parseJob(`Hotel for 2 in ${when}`, new Date(now)).date;
    // 2026-11-25 is a Wednesday, 2026-11-28 a Saturday.
    expect(["Kraków saturday", "Kraków on saturday", "Kraków next friday", "Rīgā weekend"].map((w) => on(w, "2026-11-25T09:00:00Z"))).toEqual([
      "2026-11-28", "2026-11-28", "2026-12-04", "2026-11-28",
    ]);
    expect(["Kraków saturday", "Kraków on saturday", "Rīgā weekend"].map((w) => on(w, "2026-11-28T12:01:00Z"))).toEqual(["2026-12-05", "2026-12-05", "2026-12-05"]);
    // "last friday": only days ahead are read, so the coming one.
    expect(on("Kraków last friday", "2026-11-28T12:01:00Z")).toBe("2026-12-04");
    // Days counted from the moment the job is read, after a place.
    expect(["Lisboa next week", "Roma in 3 days", "Rīgā in two weeks"].map((w) => on(w, "2026-11-28T23:30:00Z"))).toEqual([
      "2026-12-05", "2026-12-01", "2026-12-12",
    ]);
  });

  it("counts months on the same day, or the month's last when it is shorter, and reads this week as today", () => {
    const on = (when: string, now: string) => parseJob(`Hotel in Vilnius for 2 ${when}`, new Date(now)).date;
    // 2027-01-31 is a Sunday, 2027-12-31 a Friday, 2026-11-23 a Monday.
    expect(["next month", "in a month", "in 2 months"].map((w) => on(w, "2027-01-31T09:00:00Z"))).toEqual(["2027-02-28", "2027-02-28", "2027-03-31"]);
    expect([on("in 2 months", "2027-12-31T22:00:00Z"), on("next year", "2028-02-29T08:00:00Z")]).toEqual(["2028-02-29", "2029-02-28"]);
    expect(["this week", "this month"].map((w) => on(w, "2026-11-23T13:00:00Z"))).toEqual(["2026-11-23", "2026-11-23"]);
  });

  it("reads airline-style and year-less slash dates", () => {
    expect(parseJob("2 PAX OTP-KIV 05MAY2027", NOW).date).toBe("2027-05-05");
    expect(parseJob("Tallinn to Riga 4/5", NOW).date).toBe("2027-05-04");
    expect(parseJob("Tallinn to Riga, 4.5 hours", NOW).date).toBeNull();
  });

  it("reads no date from counts, flight numbers or times", () => {
    const job = parseJob("BA875 for 2 people at 10:30, 3 bags", NOW);
    expect(job.date).toBeNull();
    expect(job.missing).toContain("date");
  });

  it.each([
    ["Hotel in Riga for three nights from 8 May", "2027-05-08", "2027-05-11"],
    ["3-night stay in Bled from 10 Aug", "2027-08-10", "2027-08-13"],
    ["apartment in Zadar 1 June, 7 nights", "2027-06-01", "2027-06-08"],
    ["a week in Crete from 3 July", "2027-07-03", "2027-07-10"],
    ["hire car in Faro for 5 days from June 1", "2027-06-01", "2027-06-06"],
    ["hotel in Brno tomorrow for 2 nights", "2026-11-23", "2026-11-25"],
    ["Hotel in Wien für zwei Nächte ab dem 5. Mai", "2027-05-05", "2027-05-07"],
    ["noclegi w Zakopanem na 3 noce od 5 lutego", "2027-02-05", "2027-02-08"],
    // a length with no date to count from, or a date that is only a point in time, adds nothing
    ["hotel in Riga for three nights", null, null],
    ["flight to Rome in 3 days", "2026-11-25", null],
    ["what to see in Ljubljana in one day", null, null],
    ["Vienna in a day: the sights worth it", null, null],
  ])("a length of stay ends the dates: %s", (text, date, returnDate) => {
    const job = parseJob(text, NOW);
    expect({ date: job.date, returnDate: job.returnDate }).toEqual({ date, returnDate });
  });

  it("rejects impossible calendar dates", () => {
    expect(parseJob("Warsaw to Prague on 31 February 2027", NOW).date).toBeNull();
  });
});

import { describe, expect, it, vi } from "vitest";

// A language's stem heads and lengths, its longest phrase and its sieve's size are derived when its table is built
// (scripts/data/lexicon-shape.ts), and its sieve is made in one pass over the table's units (issue 28: a job with a
// bare count in an unknown language reads every language, and making a string of every key of each cost that first
// job some 600 ms). A lexicon built again from its keys as strings would iterate its word or stem table: the spies see
// that. (The spelling reader still reads English's words one by one, for its targets.)
const NOW = new Date("2027-01-15T12:00:00Z");

describe("every language's lexicon, read by a job with a count in a language its words do not reveal", () => {
  it("is made without a string of each of its keys, and still reads the count", async () => {
    // A parser of its own, whose languages are not built yet: a file run before this one may have built them all.
    vi.resetModules();
    const { parseJob, TextMap } = await import("@travel/parser");
    const iterated = ["keys", "entries", "values", "forEach"].map((name) => vi.spyOn(TextMap.prototype, name as "keys"));
    const job = parseJob("Hi, a train from Prague to Berlin on 22 April 2027, 3 lidi, thanks", NOW);
    expect(job).toMatchObject({ passengers: 3 });
    const tables = new Set(iterated.flatMap((spy) => spy.mock.contexts));
    for (const spy of iterated) spy.mockRestore();
    // A few tables are read whole (English's words, for the spelling reader's targets, among them): a lexicon made
    // again from its keys as strings iterates its words or stems, and this job asks every one of the 37 languages.
    expect(tables.size).toBeLessThan(10);
  });
});

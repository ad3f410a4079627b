import { describe, expect, it, vi } from "vitest";
import { parseJob } from "@travel/parser";
import * as generated from "../../parser/data/generated/lexicon.js";

// The kind words and party phrases read in a sentence of another language are derived when the lexicon is built
// (scripts/data/other-language-words.ts), and the parser reads the derived table as it is (issue 28: derived on the
// first job, they cost it some 80 ms of compiling). Here a word no language file has is added to the built tables: the
// parser reads it, so it reads what the build derived rather than deriving its own from every language's words.
// (Hoisted with the mock, which runs before this file's own lines.)
const { MADE_UP_KIND, MADE_UP_PARTY, everything } = vi.hoisted(() => ({
  MADE_UP_KIND: "zwlok",
  MADE_UP_PARTY: "zwlokje",
  // A sieve that turns no word away: the made-up words need no bits of their own.
  everything: (sieve: number[]) => sieve.map(() => 0xffffffff),
}));

vi.mock("../../parser/data/generated/lexicon.js", async (original) => {
  const real = await original<typeof generated>();
  const kinds = JSON.parse(real.otherKinds()) as { words: [string, string][]; sieve: number[] };
  const parties = JSON.parse(real.otherParties()) as { byFirst: [string, unknown[]][]; starts: number[] };
  const otherKinds = JSON.stringify({ ...kinds, words: [...kinds.words, [MADE_UP_KIND, "train"]], sieve: everything(kinds.sieve) });
  const partyList = [...parties.byFirst, [MADE_UP_PARTY, [{ words: [MADE_UP_PARTY], canonical: "2 people" }]]];
  const otherParties = JSON.stringify({ ...parties, byFirst: partyList, starts: everything(parties.starts) });
  return { ...real, otherKinds: () => otherKinds, otherParties: () => otherParties };
});

const NOW = new Date("2027-01-15T12:00:00Z");
const kindJob = (word: string) => parseJob(`Ahoj, we need ${word} z Prahy do Berlína, 3 lidi, 22. 4. 2027, please cheap.`, NOW);
const partyJob = (phrase: string) => parseJob(`Hi! need a bus z Poznania do Belgradu, 2027-05-28, ${phrase}, thanks`, NOW);

describe("words of another language than the sentence's", () => {
  it("are read from the table the lexicon's build derived, as it stands", () => {
    expect(kindJob(MADE_UP_KIND)).toMatchObject({ kind: "rail", kindNamed: true });
    expect(partyJob(MADE_UP_PARTY)).toMatchObject({ passengers: 2 });
  });

  it("are still every region language's kind words and every language's party phrases", () => {
    expect(kindJob("vlak")).toMatchObject({ kind: "rail", kindNamed: true });
    expect(kindJob("zvlak")).toMatchObject({ kindNamed: false });
    expect(partyJob("nas dwoje")).toMatchObject({ passengers: 2 });
    expect(partyJob("nas trzeje")).toMatchObject({ passengers: null });
  });
});

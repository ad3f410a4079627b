import { describe, expect, it } from "vitest";
import { joinPrepared, prepareText } from "@travel/parser";

// The canonical writer's text (parser/src/text/text.ts, joinPrepared): spans of the written job and new words, split into
// words as prepareText splits the joined text, the spans' words taken over rather than read again.
describe("joinPrepared", () => {
  it("splits spans of a text, words skipped between them, as prepareText splits the joined text", () => {
    const written = prepareText("Potrzebuję 2 bilety z Krakowa → Wien, 3pax – dzięki!");
    const cut = (from: string, to?: string) => ({ of: written, from: written.raw.indexOf(from), to: to ? written.raw.indexOf(to) : written.raw.length });
    const joined = joinPrepared([cut("Potrzebuję", " 2"), " need ", cut("2", " bilety"), " tickets", cut(" z", " Wien"), " Vienna", cut(",")]);
    const whole = "Potrzebuję need 2 tickets z Krakowa → Vienna, 3pax – dzięki!";
    expect(joined).toEqual(prepareText(whole));
    // Plain words beside letters beyond ASCII elsewhere in the text, digits glued to letters, as read from the whole.
    expect(joined?.tokens.map((t) => [t.s, t.plain, t.glued])).toEqual(prepareText(whole).tokens.map((t) => [t.s, t.plain, t.glued]));
  });

  it("gives nothing where a word would run from one piece into the next", () => {
    const written = prepareText("train to Praha");
    expect(joinPrepared([{ of: written, from: 0, to: 5 }, "s", { of: written, from: 5, to: 14 }])).toBeNull();
  });
});

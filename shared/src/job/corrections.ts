// Text the grammar must not read as the trip, blanked with spaces so offsets still map to what was written:
// a route named by the text itself, and spoken or typed self-corrections.
//
// Self-corrections: "to Prague, no sorry, to Brno", "for 3, I mean 4 people". Every language's
// words for it ("i mean", "to znaczy", "ich meine") are rewritten to the canonical "correction" first, so this
// reads one word. What was corrected is blanked with spaces, so the text keeps its length and its map back to
// what the user wrote.

import { isMonthWord } from "./dates.js";
import { countWord } from "./numbers.js";

const MARKER = /\bcorrection\b[\s,.:;!-]*/gi;
// Words that start the phrase a correction replaces: "to Brno" replaces the last "to ...", "by bus" the last "by ...".
const PHRASE_STARTS = new Set(["to", "from", "via", "in", "for", "on", "at", "by", "with"]);

// A count is a number word or digits that no month follows ("10 December" is a day, not the party).
function countAt(text: string, word: RegExpMatchArray, offset: number): number | undefined {
  const value = countWord(word[0].toLowerCase());
  if (value === undefined || word[0].toLowerCase() === "a" || word[0].toLowerCase() === "an") return undefined;
  const after = /^[\s.]*([\p{L}]+)/u.exec(text.slice(offset + (word.index ?? 0) + word[0].length))?.[1] ?? "";
  return isMonthWord(after.toLowerCase()) ? undefined : value;
}

/** The text with the last count before a correction overwritten by the count after it, or null when either is missing. */
function replaceCount(text: string, sentenceStart: number, before: string, next: string): string | null {
  const value = countWord(next);
  if (value === undefined || next === "a" || next === "an" || /^\d+(?:st|nd|rd|th)$/.test(next)) return null;
  const words = [...before.matchAll(/[\p{L}\p{N}]+/gu)];
  const old = words.findLast((w) => countAt(text, w, sentenceStart) !== undefined);
  const digits = String(value);
  if (!old || digits.length > old[0].length) return null;
  const at = sentenceStart + (old.index ?? 0);
  return text.slice(0, at) + digits.padEnd(old[0].length) + text.slice(at + old[0].length);
}

// The last ". " that ends a sentence before `at`: the dot of a German or Slavic day ("am 4. Dezember") ends none.
function sentenceDot(text: string, at: number): number {
  let dot = text.lastIndexOf(". ", at);
  while (dot > 0 && /\d/.test(text.charAt(dot - 1))) dot = text.lastIndexOf(". ", dot - 1);
  return dot;
}

function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + " ".repeat(to - from) + text.slice(to);
}

/** The canonical text with each corrected phrase and its correction marker blanked out. */
export function applyCorrections(text: string): string {
  if (!/correction/i.test(text)) return text;
  let out = text;
  for (const m of text.matchAll(MARKER)) {
    const start = m.index;
    const end = start + m[0].length;
    const sentenceStart = Math.max(out.lastIndexOf("\n", start), sentenceDot(out, start)) + 1;
    const before = out.slice(sentenceStart, start);
    const next = /^[\p{L}\p{N}]+/u.exec(out.slice(end))?.[0].toLowerCase() ?? "";
    // A name with a case ending after an apostrophe ("Berlin'e") is one word.
    const words = [...before.matchAll(/[\p{L}\p{N}]+(?:['’]\p{L}+)?/gu)];
    let from = start;
    // "the 12th of March, no sorry, the 13th": the new day takes the old one's place, the month stays.
    const newDay = /^(?:(?:the|on)\s+)?(\d{1,2}(?:st|nd|rd|th)?)\b/i.exec(out.slice(end));
    const oldDay = words.findLast((w) => /^\d{1,2}(?:st|nd|rd|th)?$/i.test(w[0]));
    if (newDay && oldDay && /\p{L}{3}/u.test(before.slice(oldDay.index + oldDay[0].length)) && (newDay[1] as string).length <= oldDay[0].length) {
      const at = sentenceStart + oldDay.index;
      out = out.slice(0, at) + (newDay[1] as string).padEnd(oldDay[0].length) + out.slice(at + oldDay[0].length);
      out = blank(out, start, end + newDay[0].length);
      continue;
    }
    // "two adults ..., make that three", "two of us - actually four": the new count takes the old one's place.
    if (replaceCount(out, sentenceStart, before, next)) {
      out = replaceCount(out, sentenceStart, before, next) as string;
      out = blank(out, start, end + next.length);
      continue;
    }
    if (PHRASE_STARTS.has(next) || /^\d/.test(next)) {
      // The same word opened the phrase being corrected ("to Prague" for "to Brno", "3" for "4").
      const same = words.findLast((w) => w[0].toLowerCase() === next || (/^\d/.test(next) && /^\d/.test(w[0])));
      if (same) from = sentenceStart + same.index;
    } else {
      // "to Prague, no sorry, Brno": the new name replaces the object of the last phrase word.
      const opener = words.findLast((w) => PHRASE_STARTS.has(w[0].toLowerCase()));
      const object = opener ? words[words.indexOf(opener) + 1] : undefined;
      if (object) from = sentenceStart + object.index;
      // "Helsingistä Riikaan, ei kun Vilnaan", "Berlin'e, yok pardon Münih'e": where case endings say the
      // direction there is no phrase word; a name right before the marker gives way to the name after it.
      else {
        const last = words[words.length - 1];
        if (last && /^\p{Lu}/u.test(last[0]) && /^\p{Lu}/u.test(out.slice(end)) && /^[\s,;:-]*$/.test(before.slice(last.index + last[0].length)))
          from = sentenceStart + last.index;
      }
    }
    out = blank(out, from, end);
  }
  return out;
}

// "route=esim", "route it as a group", "{{system: route=sos}}": a route the text names for itself is never
// read as a request (an eSIM, a disruption, a group); docs/DESIGN.md section 6 routes on the parsed fields only.
const ROUTE_NAMED =
  /(\broute[ds]?\s*(?:[=:]\s*|(?:(?:this|it|everything|the job|them)\s+)?(?:\w+\s+)?(?:as|to|into)\s+(?:an?\s+|the\s+)?)["']?)(esim|sos|group|split|regional|search|clarify)\b/gi;

// "<!-- desk: route=group passengers=40 -->", "{{system: route=esim}}": a directive to the desk in markup;
// nothing in it is the trip, only its "route" word stays for the note.
// Each is found by its opening and its first closing after it, one pass over the text.
const DIRECTIVE_MARKS: ReadonlyArray<readonly [string, string]> = [
  ["<!--", "-->"],
  ["{{", "}}"],
  ["[[", "]]"],
];

function replaceDirectives(text: string, blank: (directive: string) => string): string {
  // Where each kind of mark next opens, found again only once the reading has passed it.
  const opens = DIRECTIVE_MARKS.map(([open, close]) => ({ open, close, start: text.indexOf(open) }));
  let out = "";
  let at = 0;
  for (;;) {
    for (const m of opens) if (m.start >= 0 && m.start < at) m.start = text.indexOf(m.open, at);
    const next = opens.filter((m) => m.start >= 0).sort((a, b) => a.start - b.start)[0];
    if (!next) return out + text.slice(at);
    const end = text.indexOf(next.close, next.start + next.open.length);
    // Never closed: no later one of its kind closes either.
    if (end < 0) {
      next.start = -1;
      continue;
    }
    const stop = end + next.close.length;
    out += text.slice(at, next.start) + blank(text.slice(next.start, stop));
    at = stop;
  }
}

/** The text with every route it names for itself blanked out (the words around it stay, for the notes). */
export function dropRouteNames(text: string): string {
  if (!/route/i.test(text)) return text;
  const undirected = replaceDirectives(text, (m) => (/\broute\s*[=:]/i.test(m) ? m.replace(/[^\s]/g, " ").replace(/^ {6}/, "route=") : m));
  return undirected.replace(ROUTE_NAMED, (_m, lead: string, name: string) => lead + " ".repeat(name.length));
}

import type { Language } from "../../language/lexicon.js";
import { monthNames } from "../../tables/english-names.js";
import { inMonthSlot } from "../../text/date-slot.js";
import { opensWithDigit, type JobText, type Token } from "../../text/text.js";
import { TypingIndex, type TypedForms } from "./fuzzy.js";

// A word beside a number is where a job says what it counts or which month a date is in, in any language and whatever
// its case (English and German write months with a capital): "2 pwrsoner", "3 sieepnia 2027", "2027. mrcius 8.". There a
// slip is read among the job's languages' words for that slot alone (the party's nouns, the months), lists short enough
// that a near one is the word meant. Elsewhere a capital or a language without a full word list keeps a word as written
// (./correct.ts). Examples in ./corpus.json.

/** Which words a slot beside a number may hold: a month's name, the noun of what is counted, or both; or, before a
 * party's noun, the number word that counts it. */
export interface NumberSlot {
  month: boolean;
  party: boolean;
  count?: boolean;
}

// The largest party a count beside its noun says: a number past it is a year, a price or a flight's.
const LARGEST_COUNT = 999;
// What a party is counted in: its nouns' canonical words, each with what it says of the party. A slip between two
// nouns that say the same ("osoba", "osobe": person, people) is no doubt, after a count that says how many.
const PARTY_NOUNS: ReadonlyMap<string, string> = new Map([
  ...["people", "person", "passengers", "adults", "adult", "students", "teachers"].map((w) => [w, "grown"] as const),
  ...["children", "child"].map((w) => [w, "children"] as const),
  ...["infants", "infant"].map((w) => [w, "infants"] as const),
]);

const COUNT_GAP = /^\s+$/;
// A number word's canonical reading: its digits ("dwóch", "двама": 2).
const COUNT = /^\d{1,3}$/;

/** How the job's words beside a slot read: whether one is a count, and its canonical reading (null for none). */
export interface SlotNeighbours {
  countAt(j: number): boolean;
  readingAt(j: number): string | null;
}

/**
 * The slot token i stands in: a month's after a day or a year, or before one; a party's noun right after a count in
 * digits or a word `countAt` reads as one ("deux", "dwie"); null beside no number.
 */
export function numberSlot(text: JobText, i: number, read: SlotNeighbours): NumberSlot | null {
  const month = inMonthSlot(text, i);
  const prev = text.tokens[i - 1];
  const spaced = !!prev && COUNT_GAP.test(text.folded.slice(prev.end, (text.tokens[i] as Token).start));
  const counted = !!prev && spaced && (opensWithDigit(prev.s) ? Number(prev.s) <= LARGEST_COUNT : read.countAt(i - 1));
  // "dla dwuch osob": right before a party's noun, where a count stands, a word a slip from a number word is that word.
  const next = text.tokens[i + 1];
  const count = !!next && COUNT_GAP.test(text.folded.slice((text.tokens[i] as Token).end, next.start)) && PARTY_NOUNS.has(read.readingAt(i + 1) ?? "");
  return month || counted || count ? { month, party: counted, count } : null;
}

// Keyboard rows, QWERTY and QWERTZ alike (y and z both sit by their neighbours in either): a letter typed for another
// in a slot is the key beside it ("pwrsoner", "osovy"); any other letter makes another word ("osobne", separate: not
// "osobie"). Rows are staggered: a key touches the two above it at its column and the next, and the two below at its
// column and the one before.
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const QWERTZ: Readonly<Record<string, string>> = { y: "z", z: "y" };

function keysTouch(a: string, b: string): boolean {
  return [a, QWERTZ[a]].some((key) => {
    const row = KEY_ROWS.findIndex((r) => key !== undefined && r.includes(key));
    if (row < 0) return false;
    const col = (KEY_ROWS[row] as string).indexOf(key as string);
    const touching = [KEY_ROWS[row]?.[col - 1], KEY_ROWS[row]?.[col + 1], KEY_ROWS[row - 1]?.[col], KEY_ROWS[row - 1]?.[col + 1]];
    touching.push(KEY_ROWS[row + 1]?.[col - 1], KEY_ROWS[row + 1]?.[col]);
    return touching.includes(b);
  });
}

// Whether a word of the token's length differs from it only by swapped neighbours and keys that touch.
function plainSlips(token: string, word: string): boolean {
  if (token.length !== word.length) return true;
  for (let k = 0; k < token.length; k++) {
    if (token[k] === word[k]) continue;
    if (token[k] === word[k + 1] && token[k + 1] === word[k]) k++;
    else if (!keysTouch(token[k] as string, word[k] as string)) return false;
  }
  return true;
}

let monthSet: ReadonlySet<string> | undefined;
const months = () => (monthSet ??= new Set(monthNames()));

const slotIndexes = new WeakMap<Language, TypingIndex<string>>();
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const LETTERS_ONLY = /^\p{L}+$/u;

/** A language's month names and party nouns in every form its file lists, each standing for its canonical English word. */
function slotIndex(lang: Language): TypingIndex<string> {
  const made = slotIndexes.get(lang);
  if (made) return made;
  const built = new TypingIndex<string>();
  const seen = new Set<string>();
  const add = (form: string, canonical: string) => {
    if (form.length < 4 || seen.has(form) || !LETTERS_ONLY.test(form)) return;
    seen.add(form);
    built.add(form, canonical);
  };
  for (const [form, canonical] of lang.words) if (months().has(canonical) || PARTY_NOUNS.has(canonical) || COUNT.test(canonical)) add(form, canonical);
  if (lang.tag === "en") for (const word of [...months(), ...PARTY_NOUNS.keys()]) add(word, word);
  slotIndexes.set(lang, built);
  return built;
}

/** The word a slip away from the token that the slot may hold, when every nearest such word of the job's languages means one thing. */
export function slotSlip(typed: TypedForms, lexicons: readonly Language[], slot: NumberSlot): { to: string; distance: number } | null {
  const fits = (canonical: string) => (months().has(canonical) ? slot.month : COUNT.test(canonical) ? !!slot.count : slot.party);
  let best: { to: string; canonical: string; distance: number }[] = [];
  for (const lex of lexicons)
    for (const near of slotIndex(lex).nearest(typed)) {
      // A month beside a day's number, or a number word before what it counts, is that word however it was mistyped
      // (Greeklish "Iounioy", "dwuch" said as "dwóch" sounds); a noun after a count may be another word of the
      // language, a letter or a key away.
      const plain = months().has(near.value) || COUNT.test(near.value) || plainSlips(typed.token, near.word);
      if (!fits(near.value) || !plain || (best.length > 0 && near.distance > (best[0] as { distance: number }).distance)) continue;
      if (best.length > 0 && near.distance < (best[0] as { distance: number }).distance) best = [];
      best.push({ to: near.word, canonical: near.value, distance: near.distance });
    }
  const sameLength = best.filter((n) => n.to.length === typed.token.length);
  const pick = sameLength.length > 0 ? sameLength : best;
  const first = pick[0];
  const meanings = new Set(pick.map((n) => PARTY_NOUNS.get(n.canonical) ?? n.canonical));
  return first && meanings.size === 1 ? { to: first.to, distance: first.distance } : null;
}

import type { HeadcountWords } from "./words.js";

/** The part of a token the grammar reads (the parser's Token is one). */
export interface Word {
  s: string;
  start: number;
  end: number;
}

/** What the grammar borrows from the parser: its number reader and its nouns for people. */
export interface Readers {
  /** A count at tokens[i] ("3", "three", "a dozen") and the index after it. */
  number(i: number): { value: number; next: number } | null;
  /** Whether a count may start at this word: `number` reads none at any other. */
  opens(word: string): boolean;
  /** "kids", "teachers", "people": a noun that counts people. */
  person(word: string): boolean;
  /** "people", "passengers", "pax": a noun that counts everyone. */
  everyone(word: string): boolean;
  /** "days", "rooms", "euros", "may": a noun a number counts that is never people. */
  unit(word: string): boolean;
}

/** One addend of a head-count: how many people, where its words end, and what it is. */
export interface Term {
  value: number;
  next: number;
  kind: "group" | "relation" | "people" | "party" | "whole" | "writer" | "each" | "booked";
  /** How many groups it names ("three couples": 3), for a distributive after it. */
  groups?: number;
  /** One person named by role or age ("the coach", "our 8-month-old"): added to a counted party, the count is composed. */
  one?: boolean;
  /** A group whose size is not given and whose kids are counted per group ("two families with two kids"). */
  perGroup?: boolean;
  /** The writer said to head a list of travellers ("just me and my brother"): the list composes the count. */
  heads?: boolean;
}

export interface Reading {
  tokens: readonly Word[];
  folded: string;
  end: number;
  words: HeadcountWords;
  read: Readers;
}

/** A noun that counts people: the parser's or the language files' own. */
export const isPerson = (r: Reading, w: string) => r.read.person(w) || r.words.people.has(w);

type Phrases = HeadcountWords["each"];

// A language's longer phrase lists by first word, each in list order, built once per list (the lists are its data);
// null for a short list, read as it is.
const byFirstWord = new WeakMap<Phrases, ReadonlyMap<string, Phrases> | null>();
function phrasesFrom(list: Phrases): ReadonlyMap<string, Phrases> | null {
  if (list.length < 4) return null;
  let index = byFirstWord.get(list);
  if (index === undefined) {
    const built = new Map<string, (readonly string[])[]>();
    for (const p of list) built.set(p[0] as string, [...(built.get(p[0] as string) ?? []), p]);
    // An empty phrase would match anywhere: such a list is read as it is.
    index = list.some((p) => p.length === 0) ? null : built;
    byFirstWord.set(list, index);
  }
  return index;
}

/** The length of the marker phrase of `list` that starts at tokens[i], or 0. */
export function phraseAt(r: Reading, list: Phrases, i: number): number {
  if (i >= r.end) return 0;
  const index = phrasesFrom(list);
  const candidates = index ? index.get(r.tokens[i]?.s as string) : list;
  if (!candidates) return 0;
  for (const p of candidates) {
    let k = 0;
    while (k < p.length && i + k < r.end && r.tokens[i + k]?.s === p[k]) k++;
    if (k === p.length) return p.length;
  }
  return 0;
}


/** Words of a fare or discount ("cheap" is how the language files read "sleva", "zniżka"): a group after one names its kind. */
export const FARE_WORDS: ReadonlySet<string> = new Set(["cheap", "discount", "discounts", "fare", "fares", "rate", "rates", "price", "prices", "tariff"]);

/** "a family of five", "two families of four", "four pairs of students", "a couple of days" (no term). */
function groupTerm(r: Reading, count: number, at: number): Term | null {
  const noun = r.tokens[at]?.s ?? "";
  const size = r.words.groups.get(noun);
  if (size === undefined || at >= r.end) return null;
  // "zniżka grupowa od 15 osób" (read "cheap group from 15 people"): the size a group fare starts from, not a group.
  if (FARE_WORDS.has(r.tokens[at - 1]?.s ?? "")) return null;
  const after = r.tokens[at + 1]?.s ?? "";
  // "the two twins", "cei doi gemeni": a noun naming the group's members, counted by its own size.
  if (count === size && r.words.relations.has(noun)) return { value: size, next: at + 1, kind: "relation" };
  // "grupu od 25 umirovljenika" (read "group 25 pensioners"): the size right after the group, then who.
  const bare = at + 1 < r.end && /^\s+$/.test(r.folded.slice((r.tokens[at] as Word).end, (r.tokens[at + 1] as Word).start));
  const sized = size === 0 && bare && !r.words.of.has(after) ? r.read.number(at + 1) : null;
  if (sized && isPerson(r, r.tokens[sized.next]?.s ?? "")) return { value: count * sized.value, next: sized.next + 1, kind: "group", groups: count };
  if (r.words.of.has(after)) {
    // Only a group whose size is not its name takes one ("a family of five"; "a couple from 2 people" is Polish "with").
    const n = size === 0 ? r.read.number(at + 2) : null;
    if (n) return { value: count * n.value, next: n.next, kind: "group", groups: count };
    const who = r.tokens[at + 2]?.s ?? "";
    // "a couple of friends", "pairs of students": the group's size counts them; "a couple of days" counts no one.
    if (size > 0 && (r.words.party.has(who) || isPerson(r, who))) return { value: count * size, next: at + 3, kind: "group", groups: count };
    if (after === "of") return null;
  }
  if (size > 0) return { value: count * size, next: at + 1, kind: "group", groups: count };
  const adults = r.words.adultsPerGroup.get(noun);
  return adults ? { value: count * adults, next: at + 1, kind: "group", groups: count, perGroup: true } : null;
}

/** "three kids", "a dozen kids and 2 teachers", "30 high school students", "2 each", "the three of us". */
function numberTerm(r: Reading, i: number, n: { value: number; next: number }): Term | null {
  // "3 a couple": the language files write a group noun in any number as the canonical "a couple" (Polish "trzy pary").
  const article = r.tokens[n.next]?.s === "a" && r.words.groups.has(r.tokens[n.next + 1]?.s ?? "") ? 1 : 0;
  const group = groupTerm(r, n.value, n.next + article);
  // "booked as six pairs", "seated as three groups of four", "ca două grupuri": how the party is booked, not who is in it.
  const noun = r.tokens[n.next + article]?.s ?? "";
  const booked = (group || r.words.groups.has(noun)) && r.words.manner.has(r.tokens[i - 1]?.s ?? "");
  if (booked) return { value: 0, next: group?.next ?? n.next + article + 1, kind: "booked" };
  if (group) return group;
  const each = phraseAt(r, r.words.each, n.next);
  if (each) return { value: n.value, next: n.next + each, kind: "each" };
  // "5 of us", "5 von uns" (read "5 from us"): the writer's party.
  if (r.words.of.has(r.tokens[n.next]?.s ?? "") && r.words.party.has(r.tokens[n.next + 1]?.s ?? "")) return { value: n.value, next: n.next + 2, kind: "party" };
  for (let k = n.next; k < Math.min(r.end, n.next + 3); k++) {
    const s = (r.tokens[k] as Word).s;
    // "my two sisters" (Italian "le mie due sorelle", read "my 2 sister"): a count of one-person relations.
    const counted = r.words.relations.get(s) === 1 && k === n.next && r.words.determiners.has(r.tokens[i - 1]?.s ?? "");
    if (counted) return { value: n.value, next: k + 1, kind: "people" };
    if (isPerson(r, s)) {
      // "2 people children" (Polish "dwójką dzieci"): one count, its nouns side by side ("2 adulți + un bebeluș" adds one).
      const beside = k + 1 < r.end && /^\s+$/.test(r.folded.slice((r.tokens[k] as Word).end, (r.tokens[k + 1] as Word).start));
      const next = beside && isPerson(r, r.tokens[k + 1]?.s ?? "") ? k + 2 : k + 1;
      // "12 people", "2 passengers": everyone, unless someone is added to them ("5 people plus 2 coaches").
      const added = phraseAt(r, r.words.added, next) > 0 || /^\s*[+&]/.test(r.folded.slice(r.tokens[next - 1]?.end ?? 0));
      const whole = next === k + 1 && r.read.everyone(s) && !added;
      if (whole) return { value: n.value, next, kind: "whole" };
      // "3 people plus my sister" (the language files' "the three of us"): a party someone is added to.
      return { value: n.value, next, kind: next === k + 1 && r.read.everyone(s) ? "party" : "people" };
    }
    // "22 de jucători" (Romanian "22 of players"): a count's "of" before people is no group's.
    if (k === n.next && r.words.of.has(s) && isPerson(r, r.tokens[k + 1]?.s ?? "") && !r.words.party.has(r.tokens[k + 1]?.s ?? "")) continue;
    // Up to two words between a count and its noun, never another count or a joining word ("nine plus three coaches").
    if (r.words.of.has(s) || r.words.adding.has(s) || phraseAt(r, r.words.with, k) || r.read.number(k)) break;
  }
  const role = listedRole(r, i, n);
  if (role) return role;
  const bracketed = bracketedTotal(r, n);
  if (bracketed) return bracketed;
  if (labelled(r, i)) return { value: n.value, next: n.next, kind: "whole", one: true };
  const prev = r.tokens[i - 1]?.s;
  if (wholeParty(r, i, n.next, prev)) return { value: n.value, next: n.next, kind: "whole", one: true };
  // "we are nine", "us two": the writer's party, counted.
  // "the two of us, 20. december": a count after "of us" or after punctuation is no longer the party's.
  const gap = i > 0 ? r.folded.slice((r.tokens[i - 1] as Word).end, (r.tokens[i] as Word).start) : "";
  const close = !/[,.;:(]/.test(gap) && r.tokens[i - 2]?.s !== "of";
  // "we are actually four" (read "we are correction four"): a word that insists stands between.
  const back = prev === "correction" || prev === "really" ? 1 : 0;
  const verb = r.tokens[i - 1 - back]?.s;
  const party = (close && (prev === "us" || prev === "we")) || ((verb === "are" || verb === "re") && r.tokens[i - 2 - back]?.s === "we");
  return party ? { value: n.value, next: n.next, kind: "party" } : null;
}

/** "Count: 9", "Count is 2", "Počet: 4": a count a label names, in a field or a sentence of its own. */
function labelled(r: Reading, i: number): boolean {
  const is = r.tokens[i - 1]?.s === "is" ? 1 : 0;
  const label = r.tokens[i - 1 - is];
  if (!label || !r.words.labels.has(label.s)) return false;
  const gap = r.folded.slice(label.end, (r.tokens[i - is] as Word).start);
  return is ? /^\s+$/.test(gap) : /^\s*[:=]\s*$/.test(gap);
}

const LETTERS = /^\p{L}{3,}$/u;
const SIGN_JOINS = /^\s*[+&]\s*$/;
/** The index of the last word of the addend before a joining word or sign in front of tokens[b], or -1. */
function joinedFrom(r: Reading, b: number): number {
  if (b < 2 || b >= r.end) return -1;
  if (r.words.adding.has(r.tokens[b - 1]?.s ?? "")) return b - 2;
  return SIGN_JOINS.test(r.folded.slice((r.tokens[b - 1] as Word).end, (r.tokens[b] as Word).start)) ? b - 1 : -1;
}
/** "3 coaches", "22 de jucători": a count and the people noun it counts, starting at tokens[k]; the index after it. */
function countedPeople(r: Reading, k: number): number {
  const m = k >= 0 && k < r.end ? r.read.number(k) : null;
  if (!m) return -1;
  const of = r.words.of.has(r.tokens[m.next]?.s ?? "") ? 1 : 0;
  // A role ("3 staff"), not everyone ("3 passengers and a car" counts a car beside the party).
  const noun = r.tokens[m.next + of]?.s ?? "";
  return isPerson(r, noun) && !r.read.everyone(noun) ? m.next + of + 1 : -1;
}

/**
 * "16 swimmers and 3 staff", "14 Spielerinnen und 2 Trainer", "2 coaches + 18 players": a count of a noun no list
 * knows, joined to a count of people, counts people too (its noun one word, or two: "16 young players").
 */
function listedRole(r: Reading, i: number, n: { value: number; next: number }): Term | null {
  if (n.value < 2) return null;
  for (let k = n.next; k < Math.min(r.end, n.next + 2); k++) {
    const s = (r.tokens[k] as Word).s;
    if (!LETTERS.test(s) || r.read.unit(s) || r.words.of.has(s) || r.words.adding.has(s)) return null;
    const after = (joinedFrom(r, k + 2) === k && countedPeople(r, k + 2) > 0) || (joinedFrom(r, k + 1) === k && countedPeople(r, k + 1) > 0);
    if (after || (k === n.next && peopleEndAt(r, joinedFrom(r, i)))) return { value: n.value, next: k + 1, kind: "people" };
  }
  return null;
}

/** Whether a counted people noun ends at tokens[k] ("3 staff" before "and 12 swimmers"). */
function peopleEndAt(r: Reading, k: number): boolean {
  if (k < 1 || !isPerson(r, r.tokens[k]?.s ?? "")) return false;
  return countedPeople(r, k - 1) === k + 1 || countedPeople(r, k - 2) === k + 1;
}

/**
 * "final headcount is 14 (12 staff + 2 partners)": a bare count whose breakdown in brackets names people and adds up
 * to it is the whole party; the breakdown is read as part of it, not added again.
 */
function bracketedTotal(r: Reading, n: { value: number; next: number }): Term | null {
  const after = (r.tokens[n.next - 1] as Word).end;
  if (!/^\s*\(/.test(r.folded.slice(after, r.tokens[n.next]?.start ?? after))) return null;
  const close = r.folded.indexOf(")", after);
  let [k, sum, parts, person] = [n.next, 0, 0, false];
  while (close > after && k < r.end && (r.tokens[k] as Word).start < close) {
    const m = r.read.number(k);
    if (m) [sum, parts] = [sum + m.value, parts + 1];
    else person ||= isPerson(r, (r.tokens[k] as Word).s);
    k = m ? m.next : k + 1;
  }
  return parts >= 2 && person && sum === n.value ? { value: n.value, next: k, kind: "whole", one: true } : null;
}

// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const MONEY_SIGN_BEFORE = /\p{Sc}\s?$/u;

// Words a bare count may follow and still open what is said of the party ("so 10 in total", "that makes 10 in total").
const OPENERS = new Set(["so", "then", "now", "makes", "ok", "okay", "right"]);

/**
 * "right, so 10 in total", "ok, 4 altogether": a bare count that opens its clause and is said to be the whole party
 * ("it costs 300 in total" counts money, not people).
 */
function wholeParty(r: Reading, i: number, next: number, prev: string | undefined): boolean {
  if (!phraseAt(r, r.words.total, next) || !/^\s+$/.test(r.folded.slice((r.tokens[next - 1] as Word).end, r.tokens[next]?.start))) return false;
  const before = i > 0 ? r.folded.slice((r.tokens[i - 1] as Word).end, (r.tokens[i] as Word).start) : ".";
  // "€540 total", "$1,200 in total": a price on a booking page, not a party.
  if (MONEY_SIGN_BEFORE.test(before)) return false;
  return /[,.;:!?\n]/.test(before) || OPENERS.has(prev ?? "");
}

// The words an addend starts with besides a count, by language: termAt's groups, relations, writer, roles, "both", "alone".
const startWords = new WeakMap<HeadcountWords, ReadonlySet<string>>();
export function addendStarts(known: HeadcountWords): ReadonlySet<string> {
  let words = startWords.get(known);
  if (!words) {
    const { groups, relations, writer, people } = known;
    words = new Set([...groups.keys(), ...relations.keys(), ...writer, ...people, "both", "alone"]);
    startWords.set(known, words);
  }
  return words;
}
const startsAddend = (known: HeadcountWords, s: string) => addendStarts(known).has(s);

/** Whether termAt may find an addend at tokens[i] besides at addendStarts' words (it finds none elsewhere): a count, a role after "a". */
export function countOrRoleAt(tokens: readonly Word[], i: number, read: Readers): boolean {
  const s = (tokens[i] as Word).s;
  return read.opens(s) || ((roleNamedFrom(tokens, i) >= 0 || ADDED_BARE.has(tokens[i - 1]?.s ?? "")) && read.person(s));
}

// The words a role named bare may follow and be one person ("2 adults and infant"): the grammar's own "and" and "plus".
const ADDED_BARE = new Set(["and", "plus"]);

const MODIFIER = /^\p{L}+$/u;
/**
 * Where the words naming one person by role start, before tokens[i] ("the coach", "our toddler", "the tour leader",
 * "the bus driver": one word may qualify the role), or -1.
 */
function roleNamedFrom(tokens: readonly Word[], i: number): number {
  if (ROLE_BEFORE.has(tokens[i - 1]?.s ?? "")) return i - 1;
  const [before, modifier, role] = [tokens[i - 2], tokens[i - 1], tokens[i] as Word];
  // One space each side: "a physio. Coach bus" is two phrases, not one role.
  const phrase = !!before && !!modifier && modifier.start - before.end === 1 && role.start - modifier.end === 1;
  return phrase && MODIFIER.test((modifier as Word).s) && ROLE_BEFORE.has((before as Word).s) ? i - 2 : -1;
}

/** The addend that starts at tokens[i], if any; `joined` (asked only of relations, roles and the writer) says the word is listed among travellers. */
export function termAt(r: Reading, i: number, joined: (r: Reading, i: number) => boolean): Term | null {
  const s = (r.tokens[i] as Word).s;
  // Most words start no addend: a count or one of the words below, nothing else, is read further.
  const count = r.read.number(i);
  // "and an infant": a person noun of the parser's may be one person named by role.
  if (!count && !startsAddend(r.words, s) && !(countOrRoleAt(r.tokens, i, r.read) && r.read.person(s))) return null;
  // "twins (age 8)", "our son, aged 12": an age, not a count.
  if (count && r.words.ages.has(r.tokens[i - 1]?.s ?? "")) return null;
  const counted = count && (ageTerm(r, i, count) ?? numberTerm(r, i, count));
  if (counted) return counted;
  const prev = r.tokens[i - 1]?.s ?? "";
  // "booked as pairs", "travelling in pairs": how the party is seated or booked, not who is in it; "regional only works
  // for pairs": a group's plural with nothing before it that counts is what a rule speaks of, not the party.
  const generic = s.endsWith("s") && !r.words.determiners.has(prev) && r.words.groups.has(s.slice(0, -1));
  const bare = r.words.manner.has(prev) || generic ? null : groupTerm(r, 1, i);
  if (bare && (bare.perGroup !== true || r.words.determiners.has(prev))) return bare;
  // "both of us": the canonical phrase the language files rewrite "us two", "wir beide", "oboje" into.
  if (s === "both" && r.tokens[i + 1]?.s === "of" && r.words.party.has(r.tokens[i + 2]?.s ?? "")) return bothOf(r, i);
  const relation = r.words.relations.get(s);
  if (relation && (r.words.determiners.has(prev) || joined(r, i))) return { value: relation, next: i + 1, kind: "relation" };
  if (r.words.writer.has(s) && joined(r, i)) return { value: 1, next: i + 1, kind: "writer" };
  const role = oneRoleTerm(r, i, joined);
  if (role) return role;
  // "just me and my brother" (rewritten "alone and my brother"): the writer heads a list after all.
  const after = r.tokens[i + 2]?.s ?? "";
  if (s === "alone" && r.words.adding.has(r.tokens[i + 1]?.s ?? "") && (r.words.determiners.has(after) || r.words.relations.has(after)))
    return { value: 1, next: i + 1, kind: "writer", heads: true };
  return null;
}

/** "plus the coach and a physio", "me, my wife and our toddler": one person named by role, in a list of travellers. */
function oneRoleTerm(r: Reading, i: number, joined: (r: Reading, i: number) => boolean): Term | null {
  const s = (r.tokens[i] as Word).s;
  const named = roleNamedFrom(r.tokens, i) >= 0 ? roleNamedFrom(r.tokens, i) : bareRole(r, i);
  if (named < 0 || !isOneRole(r, s) || !(r.words.adding.has(r.tokens[named - 1]?.s ?? "") || joined(r, i))) return null;
  // "our infant daughter": a role before a relation says who the relation is; one person, named by the relation.
  const after = i + 1 < r.end ? (r.tokens[i + 1] as Word).s : "";
  if (r.words.relations.get(after) === 1) return { value: 1, next: i + 2, kind: "relation" };
  return { value: 1, next: i + 1, kind: "people", one: true };
}

/**
 * Where a role named bare starts (else -1): "Coach + 14 players", opening its sentence and joined by a sign to who
 * follows; "9 studentů a průvodce" (read "9 students and tour"), added to people counted, as languages without
 * articles name one.
 */
function bareRole(r: Reading, i: number): number {
  const t = r.tokens[i] as Word;
  // The people it is added to end where joinedFrom says: two words back after "and", one back after a sign.
  const addedTo = joinedFrom(r, i);
  if (addedTo >= 0 && isPerson(r, (r.tokens[addedTo] as Word).s)) return i;
  const before = i === 0 ? "" : r.folded.slice((r.tokens[i - 1] as Word).end, t.start);
  if (i > 0 && !/[.!?\n]/.test(before)) return -1;
  return i + 1 < r.end && SIGN_JOINS.test(r.folded.slice(t.end, (r.tokens[i + 1] as Word).start)) ? i : -1;
}

/**
 * "both of us", and the same words before a set ("oboje rodzice", "entrambi i genitori", read "both of us parents"):
 * the two of that set, not the writer's party.
 */
function bothOf(r: Reading, i: number): Term {
  const det = r.words.determiners.has(r.tokens[i + 3]?.s ?? "") ? 1 : 0;
  const noun = i + 3 + det < r.end ? (r.tokens[i + 3 + det] as Word) : null;
  const bare = noun && /^[ \t]+$/.test(r.folded.slice((r.tokens[i + 2 + det] as Word).end, noun.start));
  if (bare && ((r.words.relations.get(noun.s) ?? 0) > 1 || isPerson(r, noun.s))) return { value: 2, next: i + 4 + det, kind: "relation" };
  return { value: 2, next: i + 3, kind: "party" };
}

const ONE = new Set(["a", "an", "the", "one"]);
// The words before one person named by role: "a" or "the" ("the coach"), or whose they are ("our toddler").
const ROLE_BEFORE = new Set([...ONE, "my", "our", "his", "her", "their", "your"]);
/** "coach", "physio": a role noun of the language files in the singular (their plurals are read as counted nouns). */
// "it's not a seat", "a ticket for her": a seat or a ticket stands for someone counted, it names no one more.
const PLACES_HELD = new Set(["seat", "ticket"]);
const isOneRole = (r: Reading, w: string) => (r.words.people.has(w) || r.read.person(w)) && !/(?:s|ren)$/.test(w) && !PLACES_HELD.has(w);
const AGES = new Set(["month", "months", "year", "years", "week", "weeks"]);

/** "our 8-month-old", "a 5-year-old", "our 8-month-old baby": one child named by age, with the noun that names them. */
function ageTerm(r: Reading, i: number, n: { value: number; next: number }): Term | null {
  if (!r.words.determiners.has(r.tokens[i - 1]?.s ?? "") || !AGES.has(r.tokens[n.next]?.s ?? "") || r.tokens[n.next + 1]?.s !== "old") return null;
  const noun = r.tokens[n.next + 2]?.s ?? "";
  const named = n.next + 2 < r.end && (r.words.relations.get(noun) === 1 || (isPerson(r, noun) && !r.read.everyone(noun)));
  return { value: 1, next: n.next + (named ? 3 : 2), kind: "relation", one: true };
}

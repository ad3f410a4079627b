// A head-count read compositionally: numbers × groups × roles ("three couples and their kids, two each" = 12,
// "a team of 11 with two coaches" = 13, "par z dwójką dzieci" = 4). The words are data (the `headcount` section of
// each language file); this file only says how they combine. It answers only when the job counts with a group, a
// relation naming two, a distributive, an exclusion or an argued count; a plain "3 adults" is the parser's own.
import { addendStarts, countOrRoleAt, isPerson, phraseAt, termAt, type Readers, type Reading, type Term, type Word } from "./terms.js";
import type { HeadcountWords } from "./words.js";

export type { Readers, Word } from "./terms.js";

const ADDING = [["and"], ["plus"]];
const PLURAL = new Set(["we", "us", "our"]);
const WRITER = new Set(["me", "i", "myself"]);
const DETERMINERS = new Set(["my", "our", "their", "his", "her", "the", "a", "an", "your"]);

const gap = (folded: string, a: Word | undefined, b: Word | undefined) => (a && b ? folded.slice(a.end, b.start) : "");
// A comma lists travellers only between people ("me, my wife"), not after a date ("9. march, mother needs...").
const listed = (r: Reading, w: Word | undefined) => !!w && (WRITER.has(w.s) || r.words.relations.has(w.s) || isPerson(r, w.s));
// "2 adults + infant", "me & my wife": a sign between two words joins them as "and" or "plus" does.
const signBefore = (r: Reading, i: number) => i > 0 && /[+&]/.test(gap(r.folded, r.tokens[i - 1], r.tokens[i]));
const near = (r: Reading, k: number) => k >= 0 && (phraseAt(r, r.words.with, k) > 0 || phraseAt(r, ADDING, k) > 0);

// "me + my fiancée", "me, my wife and our kids", "my parents and I": a word inside a list of travellers.
function joined(r: Reading, i: number): boolean {
  const { folded } = r;
  const t = r.tokens[i] as Word;
  const prev = r.tokens[i - 1];
  const next = r.tokens[i + 1];
  if (signBefore(r, i) || (i + 1 < r.end && signBefore(r, i + 1))) return true;
  if (/,/.test(gap(folded, prev, t)) && listed(r, prev)) return true;
  if (i + 1 < r.end && /,/.test(gap(folded, t, next)) && (WRITER.has(t.s) || listed(r, t))) return true;
  // Hungarian "meg", Slovak "aj" (read "also") join two people too: "a húgom meg én" is my sister and I.
  if (prev?.s === "also" && listed(r, r.tokens[i - 2])) return true;
  if (next?.s === "also" && i + 2 < r.end && listed(r, r.tokens[i + 2])) return true;
  return near(r, i - 1) || (i + 1 < r.end && near(r, i + 1));
}

interface State {
  total: number;
  strong: boolean;
  groups: number;
  perGroup: boolean;
  eachPending: boolean;
  writer: "none" | "counted" | "excluded";
  withRelation: boolean;
  terms: number;
  /** Where the writer's own party ("the three of us", "we are nine") ended, when the last addend was that party. */
  partyEnd?: number;
  /** A count said to be the whole party ("11 people in total"). */
  whole?: number;
  /** A group of given size followed by its own breakdown ("a family of four: 2 adults, 2 kids"). */
  restating?: { value: number; sum: number; close: number } | null;
  /** Each one-person relation counted, with the word before it ("the baby" ... "our baby" is one baby). */
  seen: Map<string, string>;
  /** The kinds of addend counted so far: a relation beside counted people composes the count ("with husband and two kids"). */
  kinds: Set<Term["kind"]>;
  /** A group was named ("three couples"): a distributive after it counts per group, not per person named. */
  grouped: boolean;
  /** The kind of the first addend: a list that opens with the party adds to it, one that ends with it restates it. */
  first?: Term["kind"];
  /** The writer heads a list ("just me and my brother"): whoever the list adds composes the count. */
  heads?: boolean;
  /** How many the last addend counted: "and their husbands" names one more for each of them. */
  last: number;
  /** Counts of people by role ("16 players and 2 coaches"): two or more compose the count. */
  roles: number;
  /** The last count of each role: "16 swimmers ... update: so 14 swimmers" counts 14 of them. */
  roleCounts: Map<string, number>;
  /** The people named one by one (the writer, relations, "our toddler"), each once. */
  named: number;
  /** The last addend was one person named by role ("the coach"). */
  lastOne?: boolean;
}

/** A count of people by role; a later count of the same role replaces the earlier one (the last said wins). */
function countRole(r: Reading, st: State, term: Term, value: number): void {
  const noun = r.tokens[term.next - 1]?.s ?? "";
  const before = st.roleCounts.get(noun);
  if (before !== undefined) st.total -= before;
  st.roleCounts.set(noun, value);
  st.roles++;
}

// The grammar's verbs of travelling (every language's are rewritten to these).
const TRAVEL = new Set(["fly", "flying", "flies", "travel", "travelling", "traveling", "travels", "go", "going", "goes"]);

/** "but 7 of us are flying", "letí nás 11" (read "fly us 11"): a party said to travel, beside its verb. */
function travelling(r: Reading, i: number, next: number): boolean {
  for (let k = Math.max(0, i - 2); k < i; k++) if (TRAVEL.has(r.tokens[k]?.s ?? "")) return true;
  for (let k = next; k < Math.min(r.end, next + 3); k++) if (TRAVEL.has(r.tokens[k]?.s ?? "")) return true;
  return false;
}

/**
 * A count set against what was counted before it: "one family on the booking, but 7 of us are flying", "officially 12,
 * but only 2 of us fly this leg". The party said to travel replaces the earlier count unless it is added to it.
 */
function replacesCount(r: Reading, st: State, term: Term, i: number): boolean {
  if ((term.kind !== "party" && term.kind !== "whole") || st.total === 0 || !travelling(r, i, term.next)) return false;
  return phraseAt(r, ADDING, i - 1) === 0 && phraseAt(r, r.words.with, i - 1) === 0;
}

// An age in months or weeks names a baby ("our 8-month-old" is "the baby" said before).
const BABY_AGES = new Set(["month", "months", "week", "weeks"]);

// The words for a baby: "the baby ... our infant" names one child.
const BABY_WORDS = new Set(["baby", "infant", "toddler"]);

/** The noun a one-person relation is named by: "our 8-month-old" is a baby, "our 8-month-old son" a son. */
function relationNoun(r: Reading, term: Term, i: number): string {
  const s = r.tokens[i]?.s ?? "";
  if (BABY_WORDS.has(s)) return "baby";
  if (!term.one || !/^[0-9]/.test(s)) return s;
  const last = r.tokens[term.next - 1]?.s ?? "";
  return last === "old" && BABY_AGES.has(r.tokens[i + 1]?.s ?? "") ? "baby" : last;
}

/** "the baby flies on my lap ... me, my husband and our baby": one person named twice, once with "the" or bare. */
function namedAgain(r: Reading, st: State, term: Term, i: number): boolean {
  if ((term.kind !== "relation" && !(term.kind === "people" && term.one)) || term.value !== 1) return false;
  const noun = relationNoun(r, term, i);
  const det = r.tokens[i - 1]?.s ?? "";
  const before = st.seen.get(noun);
  st.seen.set(noun, det);
  // "naše batole ... ale batole se nepočítá": without articles, a relation named bare again is the one named before.
  return before !== undefined && (before === "the" || det === "the" || !r.words.determiners.has(det));
}

/**
 * A count its own breakdown follows ("a family of four: 2 adults, 2 kids", "twins (age 7)"): what the breakdown may
 * add up to. A breakdown in brackets ends with them.
 */
function listAfter(r: Reading, term: Term, opens: RegExp): { value: number; sum: number; close: number } | null {
  const after = r.tokens[term.next - 1]?.end ?? 0;
  const m = opens.exec(r.folded.slice(after));
  if (!m) return null;
  const bracket = m[0].includes("(") ? r.folded.indexOf(")", after) : -1;
  return { value: term.value, sum: 0, close: bracket >= 0 ? bracket : Infinity };
}

/** Whether the addend at tokens[i] follows "and", "plus" or a sign. */
function joinsAddend(r: Reading, i: number): boolean {
  return phraseAt(r, ADDING, i - 1) > 0 || signBefore(r, i);
}

/** Whether the addend at tokens[i] is added to the writer's party counted just before ("the three of us plus my sister"). */
function joinsParty(r: Reading, st: State, i: number): boolean {
  const partyEnd = st.partyEnd ?? -1;
  if (partyEnd < 0 || i - partyEnd > 2) return false;
  return (i === partyEnd && signBefore(r, i)) || phraseAt(r, ADDING, partyEnd) > 0 || phraseAt(r, r.words.with, partyEnd) > 0;
}

/** Whether an addend makes the count a composed one: relations naming several, one by role beside people counted. */
function composes(r: Reading, st: State, term: Term, i: number): boolean {
  // "the coach + 14 players": people counted after one named by role compose the count as the other way round does.
  const afterOne = term.kind === "people" && !term.one && st.lastOne === true && joinsAddend(r, i);
  // "2 adults and grandma", "2 Erwachsene + Oma": a relation named bare after people counted is one more of them.
  const relationAdded = term.kind === "relation" && st.kinds.has("people") && joinsAddend(r, i);
  return (term.kind === "relation" && term.value > 1) || (term.one === true && st.total > 0) || afterOne || relationAdded;
}

function add(r: Reading, st: State, term: Term, i: number): number {
  if (term.kind === "booked") return term.next;
  // "with a baby", "with my parents": the joining word before the term or before its determiner.
  const afterWith = phraseAt(r, r.words.with, i - 1) > 0 || (DETERMINERS.has(r.tokens[i - 1]?.s ?? "") && phraseAt(r, r.words.with, i - 2) > 0);
  // "three couples, each with a baby": after a group, "each" shares out what follows.
  const eachAfter = term.kind === "group" ? 0 : phraseAt(r, r.words.each, term.next);
  if (term.kind === "group" && phraseAt(r, r.words.each, term.next)) st.eachPending = true;
  if (namedAgain(r, st, term, i)) {
    // "the baby doesn't count ... 2 passengers + baby": the one named before, now added to the party, composes the count.
    if (joinsParty(r, st, i)) st.strong = true;
    return term.next;
  }
  if (replacesCount(r, st, term, i)) {
    st.total = 0;
    st.strong = true;
  }
  let value = term.value;
  // "two each", "je zwei Kinder", "with a baby each", "two families with two kids": once per group.
  if (term.kind === "each" || st.eachPending || eachAfter || (st.perGroup && afterWith && term.kind === "people")) {
    // "my brother and I are bringing our kids, two each": with no group named, once per person named before.
    value *= term.kind === "each" && !st.grouped && st.total > 1 ? st.total : st.groups;
    st.strong = true;
  }
  if (st.kinds.size === 0) st.first = term.kind;
  st.kinds.add(term.kind);
  if (term.kind !== "group") st.eachPending = false;
  st.terms++;
  // Someone added to the writer's party ("the three of us plus my sister", "us two and the grandparents").
  const partyEnd = st.partyEnd ?? -1;
  // "едем вдвоем с подругой" ("we go the two of us with a friend"): where "with" names the writer's company, the one
  // named right after the party's count is one of it.
  if (r.words.comitative && afterWith && term.kind === "relation" && partyEnd >= 0 && i - partyEnd <= 2) return term.next;
  if (joinsParty(r, st, i)) st.strong = true;
  st.partyEnd = term.kind === "party" ? term.next : -1;
  const whole = phraseAt(r, r.words.total, term.next);
  if ((whole && term.kind !== "group") || term.kind === "whole") {
    st.whole = value;
    // "so 10 in total", "14 (12 staff + 2 partners)": a bare count said to be the whole party.
    if (term.one) st.strong = true;
    return term.next + whole;
  }
  if (term.kind === "group") {
    st.grouped = true;
    st.groups = term.groups ?? 1;
    st.perGroup = !!term.perGroup;
    st.strong = true;
    // "a family of four, 2 adults and 2 kids"; "twins, age 5, and both grandparents" adds to a group its name sizes.
    const sized = r.tokens.slice(i, term.next).some((w) => r.words.groups.get(w.s) === 0);
    // "we're a pair. Me and my mate": the writer's party named as a group, then who it is, is said once.
    const ours = r.tokens.slice(Math.max(0, i - 4), i).some((w) => w.s === "we");
    st.restating = term.perGroup ? null : listAfter(r, term, sized ? /^\s*[:(,-]/ : ours ? /^\s*[:(,.]/ : /^\s*[:(]/);
  } else if (st.restating && !afterWith && phraseAt(r, [["plus"]], i - 1) === 0 && (r.tokens[i]?.start ?? 0) < st.restating.close) {
    st.restating.sum += value;
    return term.next + eachAfter;
  } else if (term.kind === "party") {
    // "although we are three: me, my sister and her son": the party, then its own list.
    st.restating = listAfter(r, term, /^\s*[:(]/);
  } else if (term.kind === "relation" && term.value > 1) {
    // "my parents (the 2 of them)": a bracket after people named restates how many they are.
    st.restating = listAfter(r, term, /^\s*\(/);
  }
  if (composes(r, st, term, i)) st.strong = true;
  st.lastOne = term.one === true;
  if (term.heads) st.heads = true;
  if (term.kind === "relation" && afterWith) st.withRelation = true;
  if (term.kind === "writer" && st.writer === "none") st.writer = "counted";
  else if (term.kind === "writer") return term.next;
  if (term.kind === "people" && !term.one) countRole(r, st, term, value);
  if (term.kind === "writer" || term.kind === "relation" || (term.kind === "people" && term.one)) st.named += value;
  st.total += value;
  st.last = value;
  return term.next + eachAfter;
}

// "count us as ten please (it's just me and my sister)": a bracket opens what the writer says of the party.
// "say we are 10 so ... — really it's me and my wife": a spaced dash ends the clause too.
const CLAUSE_ENDS = /[.;:!?\n(]|\s[—–-]\s/;

/**
 * Where an argued count's clause ends: at a sentence's or a clause's punctuation, at a concession ("even though"), or
 * at a comma the writer's own party follows ("count us as ten, we are four"). Nothing inside it counts the party.
 */
function argumentEnd(r: Reading, from: number): number {
  for (let k = from; k < r.end; k++) {
    if (phraseAt(r, r.words.concede, k)) return k;
    const gap = k + 1 < r.end ? r.folded.slice((r.tokens[k] as Word).end, (r.tokens[k + 1] as Word).start) : "";
    if (CLAUSE_ENDS.test(gap)) return k + 1;
    if (gap.includes(",")) return k + 1;
  }
  return r.end;
}

/**
 * The token ranges of the argued counts ("treat us as a group of 10 so ..."), for the parser's own tally: when the
 * grammar finds no party, the argument's number must not become one.
 */
export function arguedSpans(tokens: Tokens, first: number, end: number, folded: string, words: HeadcountWords, read: Readers, marks: Marks): Span[] {
  const r: Reading = { tokens, folded, end, words, read };
  const spans: Span[] = [];
  for (let i = first; i < end; i++) {
    const steer = (marks[i] as number) & MARKER ? phraseAt(r, words.steer, i) : 0;
    if (!steer) continue;
    const to = argumentEnd(r, i + steer);
    spans.push([i, to]);
    i = to - 1;
  }
  return spans;
}

/** The bit of a token's marks (headcountMarks) set where readHeadcount may read something. */
export const READS = 1;
/** The bit set where a marker phrase (steer, concede, exclude, each, paired) may start. */
export const MARKER = 2;
/** Each token's READS and MARKER bits. */
export type Marks = Uint8Array;
type Tokens = readonly Word[];
type Span = [number, number];

/**
 * Each token's marks for the grammar, over tokens[first..end): READS where it may read something there (a pronoun it notes, a marker, an
 * addend's start), MARKER where a marker phrase may start. A token with neither is passed over as it is.
 */
export function headcountMarks(tokens: Tokens, first: number, end: number, words: HeadcountWords, read: Readers): Marks {
  const starts = addendStarts(words);
  const marks = new Uint8Array(end);
  for (let i = first; i < end; i++) {
    const s = (tokens[i] as Word).s;
    if (words.markers.has(s)) marks[i] = READS | MARKER;
    else if (PLURAL.has(s) || s === "i" || s === "me" || starts.has(s) || countOrRoleAt(tokens, i, read)) marks[i] = READS;
  }
  return marks;
}

/** The first token from `i` the grammar may read something at (`end` when none is). */
function readFrom(marks: Marks, i: number, end: number): number {
  while (i < end && !((marks[i] as number) & READS)) i++;
  return i;
}

/** "i když jedeme čtyři" ("even though we go four"): a bare count right after a concession is the whole party. */
function concededCount(r: Reading, i: number, until: number): Term | null {
  if (i >= until) return null;
  const n = r.read.number(i);
  return n ? { value: n.value, next: n.next, kind: "whole" } : null;
}

// What may follow a bare count added to a party and still leave it bare: "we are 3 plus 2 more".
const BARE_AFTER = new Set(["more", "others"]);

/**
 * "we are 3 plus 2, ...", "the four of us + 2": a bare count added to the writer's party counts people too; one a noun
 * follows ("plus 2 bags", "plus 2 nights") is left to the nouns' readers.
 */
function countAdded(r: Reading, st: State, i: number): Term | null {
  // Only the count right after the joining word or sign: one further on ("and a car, 15. 8.") is a date's or a price's.
  const partyEnd = st.partyEnd ?? -1;
  const countAt = phraseAt(r, ADDING, partyEnd) ? partyEnd + 1 : partyEnd;
  if (!joinsParty(r, st, i) || i > countAt) return null;
  const n = r.read.number(i);
  if (!n) return null;
  const after = r.tokens[n.next];
  if (n.next >= r.end || !after) return { value: n.value, next: n.next, kind: "people" };
  if (BARE_AFTER.has(after.s)) return { value: n.value, next: n.next + 1, kind: "people" };
  return /[,.;:!?\n()]/.test(gap(r.folded, r.tokens[n.next - 1], after)) ? { value: n.value, next: n.next, kind: "people" } : null;
}

/** "my two sisters and their husbands", "le mie due sorelle e i loro mariti": one more for each of the people just named. */
function pairedTerm(r: Reading, st: State, i: number, marked: boolean): Term | null {
  const paired = marked && st.last > 1 ? phraseAt(r, r.words.paired, i) : 0;
  return paired ? { value: st.last, next: i + paired, kind: "relation" } : null;
}

/** How many travel, read compositionally from tokens[first..end), or null when the job does not count that way. */
export function readHeadcount(tokens: Tokens, first: number, end: number, folded: string, words: HeadcountWords, read: Readers, marks: Marks): number | null {
  const r: Reading = { tokens, folded, end, words, read };
  const st: State = {
    total: 0, strong: false, groups: 1, perGroup: false, eachPending: false, writer: "none", withRelation: false, terms: 0, seen: new Map(),
    kinds: new Set(), grouped: false, last: 0, roles: 0, roleCounts: new Map(), named: 0,
  };
  let excludeUntil = -1;
  let concedeUntil = -1;
  let argued = false;
  let plural = false;
  let speaker = false;
  for (let i = readFrom(marks, first, end); i < end; i = readFrom(marks, i, end)) {
    const s = (tokens[i] as Word).s;
    // "I'm flying with my wife and our kids": "our" beside "I" is the writer's family, not a "we" of unknown number.
    if (s === "we" || s === "us") plural = true;
    if (s === "i" || s === "me") speaker = true;
    // The marker phrases are looked for only at a word one of them starts with.
    const marked = ((marks[i] as number) & MARKER) !== 0;
    // "count us as two so it goes to your own supplier": an argued count is not the party.
    const steer = marked ? phraseAt(r, words.steer, i) : 0;
    if (steer) {
      argued = true;
      i = argumentEnd(r, i + steer);
      st.strong = true;
      continue;
    }
    // "even though we're four", "i když jedeme čtyři": what the party is, set against the argued count.
    const conceded = marked ? phraseAt(r, words.concede, i) : 0;
    if (conceded && argued) {
      concedeUntil = i + conceded + 3;
      i += conceded;
      continue;
    }
    const excluded = marked ? phraseAt(r, words.exclude, i) : 0;
    if (excluded) {
      excludeUntil = i + excluded + 3;
      i += excluded;
      continue;
    }
    const each = marked ? phraseAt(r, words.each, i) : 0;
    if (each) {
      st.eachPending = true;
      i += each;
      continue;
    }
    const term = pairedTerm(r, st, i, marked) ?? termAt(r, i, joined) ?? concededCount(r, i, concedeUntil) ?? countAdded(r, st, i);
    if (!term) {
      i++;
      continue;
    }
    // "not counting me", "without the twins": named, not travelling; "per policy two colleagues count as one unit":
    // the people a rule counts, not the party.
    const steers = words.markers.has(tokens[term.next]?.s ?? "") && phraseAt(r, words.steer, term.next) > 0;
    const ruled = steers && (term.kind === "group" || !/[,.;:!?]/.test(gap(folded, tokens[term.next - 1], tokens[term.next])));
    if (i < excludeUntil || ruled) {
      if (!ruled) leaveOut(st, term);
      excludeUntil = -1;
      i = term.next;
      continue;
    }
    i = add(r, st, term, i);
  }
  return summed(st, (speaker && !plural) || words.comitative);
}

/** Someone named as not travelling ("not counting me"): the count is the grammar's, the writer maybe left out. */
function leaveOut(st: State, term: Term): void {
  st.strong = true;
  if (term.kind === "writer") st.writer = "excluded";
}

/** What the addends come to, or null when nothing composed the count; `withWriter`: whoever writes travels beside a "with". */
function summed(st: State, withWriter: boolean): number | null {
  if (st.restating && st.restating.sum !== st.restating.value) st.total += st.restating.sum;
  // "so we're 2 passengers really: me, my husband and the baby": a count the people named one by one outnumber is argued
  // (seats, fares); the party is everyone the writer names beside themselves.
  if (st.whole !== undefined && st.writer === "counted" && st.named > st.whole) return st.named;
  if (st.whole !== undefined) return st.strong ? st.whole : null;
  // "Lecę z mężem i dwójką dzieci" ("flying with husband and two kids"): a relation and counted people, added up;
  // "my dwoje, trójka dzieci i babcia" ("the two of us, three kids and grandma"): a list of three addends or more that
  // opens with the party ("we are three, me, my sister and mum" names the writer, "Mum and Dad, just the two of them"
  // ends with the party: both restate it).
  const counted = (st.first === "people" || st.first === "party") && !st.kinds.has("writer");
  // "16 players and 2 coaches": counts of people by role, nothing else, added up.
  const roles = st.roles >= 2 && st.kinds.size === 1;
  const related = st.kinds.has("relation") && ((st.kinds.has("people") && st.withRelation) || (counted && st.terms >= 3));
  const composed = (st.heads && st.total > 1) || roles || related;
  if ((!st.strong && !composed) || st.total === 0) return null;
  // "I'm flying with my parents", "Lecimy z mężem i teściową": whoever writes travels beside the relations they name.
  if (st.writer === "none" && st.withRelation && withWriter) st.total += 1;
  return st.total;
}

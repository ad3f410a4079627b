import { isCarrierName } from "../../gazetteer/carriers.js";
import { isMoneyBefore } from "../../gazetteer/currency-country.js";
import { isMonthWord } from "../dates/dates.js";
import { opensCount, readNumber } from "../../language/numbers.js";
import { placeIndex } from "../../gazetteer/place-index.js";
import { stemTries } from "../../language/stem-tries.js";
import { languages, type Language } from "../../language/lexicon.js";
import { CANONICAL_KEYS } from "../../language/sections/canonical-keys.js";
import type { Token } from "../../text/text.js";
import { endsSentence } from "../../text/lines.js";
import { arguedSpans, headcountMarks, readHeadcount, type Readers } from "./headcount/grammar.js";
import type { HeadcountWords } from "./headcount/words.js";
import { headcountWords } from "./headcount/words.js";
import { FARE_WORDS } from "./headcount/terms.js";

const words = (list: string) => new Set(list.split(" "));

// Nouns that count everyone ("12 people") versus one kind of traveller ("2 adults and 1 child").
const TOTAL_NOUNS = words(
  "people persons person passengers passenger pax travellers travelers traveller traveler seats seat tickets ticket " +
    "guests guest participants participant attendees delegates pilgrims tourists visitors individuals souls heads ppl folks pers",
);
const MEMBER_NOUNS = words(
  "adults adult children child kids kid infants infant babies baby toddlers toddler teens teen teenagers teenager " +
    "students student pupils pupil teachers teacher colleagues colleague coworkers coworker employees employee staff " +
    "friends friend musicians musician players player athletes athlete members member fans seniors senior pensioners " +
    "retirees boys girls men women ladies gentlemen guys brothers sisters sons daughters cousins parents grandparents " +
    "alumni graduates classmates volunteers dancers singers runners cyclists skiers scouts soldiers workers engineers managers executives doctors " +
    "nurses chaperones coaches officials minors youths juniors relatives others more supervisors lads blokes mates",
);
// "group of 12", "family of four": the number after "of" is the whole party.
const PARTY_NOUNS = words(
  "group party team band family delegation class crew choir squad troupe orchestra club tour bunch contingent busload",
);
// "my wife", "our son": one traveller each (plurals other than "parents" give no count).
const RELATIONS = words(
  "wife husband partner girlfriend boyfriend fiance fiancee spouse mother mum mom father dad son daughter brother " +
    "sister friend colleague boss child kid baby infant toddler grandma grandmother grandpa grandfather aunt uncle " +
    "cousin nephew niece mate",
);
const POSSESSIVES = words("my our his her their");
const GLUED_MEMBERS = words("ad ads adl adu ch chd inf yth");
const GLUED_TOTALS = words("p pp px ppl");
const TIME_BEFORE = words("at by around before after until till from");
const THRESHOLD_BEFORE = words("from least minimum min");
const NAMED_BESIDE = words("i me myself his her their");
const TOGETHER = words("together both");
const INFANT_NOUNS = words("baby babies infant infants toddler");
const SOLO = words("solo alone");
const COORDINATION = words("and plus with");
const TRAVEL_VERBS = words("fly flying travel travelling traveling go going head heading leave leaving visit visiting flights flight ticket trip");
// What a number counts when it is not people: "10 days", "5 bookings", "4 May".
const UNITS_NOT_PEOPLE = words(
  "days day weeks week months month hours hour nights night minutes min years year kg km bookings booking rooms room " +
    "bags bag suitcases beds cabins tents bikes pets dogs stars pairs times euros eur usd dollars pounds gb flights flight legs stops " +
    "jan feb mar apr may jun jul aug sep " +
    "zl pln kc czk ft huf lei ron lv leva bgn kn hrk din rsd grn uah chf gbp sek nok dkk kr mdl den mkd lek all " +
    "sept oct nov dec january february march april june july august september october november december",
);
// Words that end the search for a noun after a number ("2 from Warsaw", "3 to Rome").
const PHRASE_ENDS = words("of for in on to from at and or with per each the a an by via tomorrow today tonight next this please asap only");

/** What the reading of a job's travellers has found so far. */
interface Tally {
  totals: number;
  members: number;
  relations: number;
  named: number;
  ofUs: number;
  /** A count a rule starts from ("from 10 people", "od 10 osób"): the party only when the job says no other. */
  threshold: number;
  infantsAdded: number;
  speaker: boolean;
  /** A relation said to come too ("my wife is coming too"): the writer travels, unless counted already ("1 adult"). */
  alongside: boolean;
  solo: boolean;
  firstPerson: boolean;
  plural: boolean;
  we: boolean;
  /** The language's "with" a relation names the writer's company, "we" or not (Slavic "my z mężem"). */
  comitative?: boolean;
  /** The language's articles and possessives before a relation ("η αδελφή μου", "a feleségem"). */
  determiners?: ReadonlySet<string>;
  /** The language file's relations beside the grammar's ("bf", "gf"): those naming one person are read as RELATIONS. */
  relationWords?: ReadonlyMap<string, number>;
  /** Words an age follows ("age 8"): the number after them counts no one. */
  ages?: ReadonlySet<string>;
  /** People added with "+" or "plus" to a party counted whole ("2 passengers + 1 friend"). */
  joining: number;
  /** The people of a list with the writer in it ("you, me and Sam"), each counted once. */
  listed: number;
  /** The language's instrumental endings of a given name, and the language whose stems they are cut from. */
  instrumental?: readonly string[];
  language?: Language;
}

/** A tally with no one counted yet (a literal, not a spread: it is made for every span read). */
function emptyTally(comitative: boolean): Tally {
  return {
    totals: 0, members: 0, relations: 0, named: 0, ofUs: 0, threshold: 0, infantsAdded: 0, listed: 0, joining: 0,
    speaker: false, alongside: false, solo: false, firstPerson: false, plural: false, we: false, comitative,
  };
}

/** One token being read, with its neighbours. */
interface Here {
  tokens: readonly Token[];
  first: number;
  end: number;
  folded: string;
  i: number;
  s: string;
  prev: string | undefined;
  next: string | undefined;
}

const isWriter = (w: string | undefined) => w === "me" || w === "i";
// "just me" reads "alone": before "and", the writer heading a list of people after all ("just me and Petar").
const headsAsWriter = (w: string | undefined) => isWriter(w) || w === "alone";
const afterTravel = (prev: string | undefined) => prev === "for" || TRAVEL_VERBS.has(prev ?? "");

/** "both of us", "solo", "by myself", "on my own", "2 odrasle osobe i beba": a word that settles the count by itself. */
function readSettling(h: Here, t: Tally): boolean {
  const { tokens, i, s, prev, next } = h;
  if (s === "both" && next === "of" && tokens[i + 2]?.s === "us") {
    t.totals = Math.max(t.totals, 2);
    return true;
  }
  // "just me and Petar" (read "alone and Petar"): the writer heads a list of people after all.
  if (s === "alone" && next === "and" && listsPerson(tokens[i + 2]) && i + 2 < h.end) {
    t.speaker = true;
    return true;
  }
  if (SOLO.has(s) || (s === "myself" && prev === "by") || (s === "own" && prev === "my" && tokens[i - 2]?.s === "on")) {
    t.solo = true;
    return true;
  }
  // "2 odrasle osobe i beba" ("2 adults and baby"), "2 adults + infant": languages without articles add the baby bare.
  if (INFANT_NOUNS.has(s) && (prev === "and" || prev === "plus" || (signedBefore(tokens, i, h.folded) && !ownBabyBefore(h)))) {
    t.infantsAdded++;
    t.members++;
    return true;
  }
  return false;
}

/** Whether a sign ("+", "&") joins tokens[i] to the word before it. */
function signedBefore(tokens: readonly Token[], i: number, folded: string): boolean {
  return i > 0 && /[+&]/.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start));
}

/**
 * Whether the span named the writer's own baby before tokens[i] ("our baby"): a baby a sign adds later is that one,
 * the party written out as a booking form lists it, not one more.
 */
function ownBabyBefore(h: Here): boolean {
  for (let k = h.first; k < h.i; k++) if (INFANT_NOUNS.has((h.tokens[k] as Token).s) && POSSESSIVES.has(h.tokens[k - 1]?.s ?? "")) return true;
  return false;
}

/** "a baby", "an adult", "a passenger": one traveller named with an article. */
function readArticle(h: Here, t: Tally): void {
  const { tokens, i, folded, s, prev, next } = h;
  if ((s !== "a" && s !== "an") || !next) return;
  const joined = prev && (COORDINATION.has(prev) || signedBefore(tokens, i, folded));
  if (INFANT_NOUNS.has(next) && joined) t.infantsAdded++;
  if (MEMBER_NOUNS.has(next)) t.members++;
  else if (TOTAL_NOUNS.has(next)) t.totals = Math.max(t.totals, 1);
}

/**
 * A capitalised word joined to the writer ("me and Julien", "Marko and me", "i, husband and Zosia"): a person, named
 * in the list the writer opens or closes, whether or not the table of given names knows the name; never a place.
 */
function besideWriter(h: Here, t: Tally): boolean {
  const { tokens, i, prev, next } = h;
  const before = tokens[i - 2]?.s;
  const opened = headsAsWriter(before) || (before === "you" && t.named > 0) || (t.speaker && RELATIONS.has(before ?? ""));
  if (prev === "and" && opened) return true;
  return next === "and" && isWriter(tokens[i + 2]?.s);
}

// The grammar's own words, which a capitalised word opening a sentence may be ("And", "Me"); module-level like the pattern.
const GRAMMAR_WORDS: ReadonlySet<string> = new Set(CANONICAL_KEYS.flatMap((k) => k.split(" ")));
const LETTERS_ONLY = /^\p{L}+$/u;
const isUnknownName = (s: string) => s.length >= 3 && LETTERS_ONLY.test(s) && !placeIndex().names.has(s) && !GRAMMAR_WORDS.has(s);

/**
 * A capitalised word after the Slavic "with" (its "z", "з" also read "from") in a given name's instrumental: a companion.
 * A place's name has its genitive there, so a word whose base is a place and no given name stays a place; a base no table
 * has is a name too, since the tables know English given names and not the region's (a "Tomek" or an "Олена").
 */
function companionInInstrumental(h: Here, t: Tally): boolean {
  const { s, prev } = h;
  const lang = t.language;
  if ((prev !== "with" && prev !== "from") || !lang || !t.instrumental?.length) return false;
  const index = placeIndex();
  if (index.names.has(s) || index.inflected.has(s) || GRAMMAR_WORDS.has(s) || !LETTERS_ONLY.test(s)) return false;
  for (const ending of t.instrumental) {
    const stem = s.slice(0, s.length - ending.length);
    if (!s.endsWith(ending) || stem.length < 2) continue;
    const bases = stemTries(stem, lang);
    // Flying "with" an airline names the carrier, in the same case as a companion.
    if (isCarrierName(stem) || bases.some(isCarrierName)) return false;
    if (bases.some((b) => index.givenNames.has(b))) return true;
    if (!bases.some((b) => index.names.has(b)) && stem.length >= 3) return true;
  }
  return false;
}

/** "Sofia and her brother", "Jordan and I", "me and Anna", "Marta and Petra together", "Jordan is flying with me". */
function readGivenName(h: Here, t: Tally): void {
  const { tokens, i, first, end, folded, s, prev, next } = h;
  if (!(tokens[i] as Token).cap || RELATIONS.has(prev ?? "") || MEMBER_NOUNS.has(prev ?? "")) return;
  // "potřebujeme s Janou", "jedziemy z Tomkiem": the writer and the one named with them.
  if (companionInInstrumental(h, t)) {
    t.named++;
    t.speaker = true;
    return;
  }
  if (!placeIndex().givenNames.has(s)) {
    // The list around the word first: most capitalised words stand in none, and need no look-up in the place table.
    if (besideWriter(h, t) && isUnknownName(s)) t.named++;
    return;
  }
  const after = tokens[i + 2]?.s ?? "";
  // "me, you and Ola": a name that closes a list the writer opened.
  const listed = prev === "and" && (isWriter(tokens[i - 2]?.s) || (tokens[i - 2]?.s === "you" && t.named > 0));
  if ((next === "and" && NAMED_BESIDE.has(after)) || listed || besideWriter(h, t)) t.named++;
  // "I travel with Anna", "I'm flying with Marek": a companion named after the writer's verb, the writer beside them.
  else if (prev === "with" && !t.plural && withWriter(tokens, Math.max(first, i - 4), i - 1)) {
    t.named++;
    t.speaker = true;
  }
  else if (next === "and" && (tokens[i + 2] as Token | undefined)?.cap && placeIndex().givenNames.has(after) && TOGETHER.has(tokens[i + 3]?.s ?? ""))
    t.named += 2;
  else if (i === first || endsSentence(folded, (tokens[i] as Token).start)) {
    const clause = tokens.slice(i + 1, Math.min(end, i + 6)).map((w) => w.s);
    const w = clause.indexOf("with");
    if (w > 0 && clause[w + 1] === "me" && clause.slice(0, w).some((v) => TRAVEL_VERBS.has(v))) t.named++;
  }
}

function withWriter(tokens: readonly Token[], from: number, to: number): boolean {
  const clause = tokens.slice(from, to).map((w) => w.s);
  const writer = clause.findIndex((w) => w === "i");
  return writer >= 0 && clause.slice(writer + 1).some((w) => TRAVEL_VERBS.has(w));
}

/** "just her", "only him", "by herself": the one person the job is about; "just you and me": the writer and one more. */
function readOthers(h: Here, t: Tally): void {
  const { tokens, i, s, prev, next } = h;
  if ((s === "her" || s === "him") && (prev === "just" || prev === "only")) t.solo = true;
  if ((s === "herself" || s === "himself") && prev === "by") t.solo = true;
  // "me, you and mum": listed after the writer with a comma.
  const listed = isWriter(prev) && /^\s*,\s*$/.test(h.folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start));
  if (s === "you" && ((prev === "and" && isWriter(tokens[i - 2]?.s)) || (next === "and" && isWriter(tokens[i + 2]?.s)) || listed)) t.named++;
  // "my husband, me and her": one named before, closing the writer's list ("me and her husband" names the husband).
  const closes = i + 1 >= h.end || /[,.;:!?\n]/.test(h.folded.slice((tokens[i] as Token).end, (tokens[i + 1] as Token).start));
  if ((s === "her" || s === "him") && prev === "and" && headsAsWriter(tokens[i - 2]?.s) && closes) {
    t.named++;
    t.speaker = true;
  }
}

/** "me and my wife", "for me", "just me", "Me, my wife and our baby": the writer, in the party or alone. */
function readWriter(h: Here, t: Tally): boolean {
  const { tokens, i, end, folded, s, prev, next } = h;
  // "para mí y mi novia" (read "for my and my partner"): a possessive with no noun, then "and", is the writer.
  if (s === "my" && (next === "and" || next === "plus") && prev === "for") {
    t.firstPerson = true;
    t.speaker = true;
    return true;
  }
  if (s !== "me" && s !== "myself" && s !== "i") return false;
  t.firstPerson = true;
  const listedAfter = !!prev && COORDINATION.has(prev) && !joinsClauses(h);
  if (listedAfter || (next && COORDINATION.has(next) && next !== "with") || /[&+]/.test(gapAround(tokens, i, folded))) t.speaker = true;
  if (s === "me" && (prev === "just" || prev === "only")) t.solo = true;
  if (s === "me" && prev === "for") t.speaker = true;
  // "Me, my wife and our baby": the writer heads a list of travellers.
  const after2 = i + 2 < end ? tokens[i + 2]?.s : undefined;
  const heads = (w: string | undefined) => POSSESSIVES.has(w ?? "") || RELATIONS.has(w ?? "") || w === "you";
  if (/^\s*,/.test(folded.slice((tokens[i] as Token).end)) && (heads(next) || heads(after2))) t.speaker = true;
  // "it's me my husband and our kids": a transcript's list without its commas.
  if (s === "me" && POSSESSIVES.has(next ?? "") && RELATIONS.has(after2 ?? "")) t.speaker = true;
  return true;
}

// "the train is late and I missed the connection": an "and" before the writer's "I" joins two clauses, not two
// travellers, when the word before it is no person, name, count or pronoun ("... and me" always lists the writer).
function joinsClauses(h: Here): boolean {
  const before = h.tokens[h.i - 2];
  if (h.s !== "i" || h.prev !== "and" || !before || before.cap || /^[0-9]/.test(before.s)) return false;
  const s = before.s;
  return !(TOTAL_NOUNS.has(s) || MEMBER_NOUNS.has(s) || RELATIONS.has(s) || READ_AT.has(s) || opensCount(s) || PARTY_NOUNS.has(s));
}

const ONLY_COMMA = /^\s*,\s*$/;
const GREETINGS = words("hi hello hey dear");

/** One person a list may name: the writer, "you", or a capitalised given name or a word no place or grammar has. */
function listsPerson(token: Token | undefined): boolean {
  if (!token) return false;
  if (isWriter(token.s) || token.s === "you") return true;
  return token.cap && (placeIndex().givenNames.has(token.s) || isUnknownName(token.s));
}

/** A word that may open a list of people: a capitalised word opening a sentence ("Well, ...") only if a given name. */
function opensList(h: Here, i: number): boolean {
  const token = h.tokens[i] as Token;
  if (!listsPerson(token)) return false;
  if (!token.cap || placeIndex().givenNames.has(token.s)) return true;
  return i !== h.first && !endsSentence(h.folded, token.start);
}

/**
 * "you, me and Sam", "Ola, you and me": people listed with commas and a last "and", opened by any of them. Each counts
 * once, the writer among them; the readers of pairs ("me and Sam") see only the list's end.
 */
function readPeopleList(h: Here, t: Tally): void {
  const { tokens, i, end, folded, prev } = h;
  if (prev === "and" || !opensList(h, i)) return;
  // A list opened one person earlier was read there.
  const afterComma = i > h.first && ONLY_COMMA.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start));
  if (afterComma && opensList(h, i - 1) && !GREETINGS.has(tokens[i - 2]?.s ?? "")) return;
  let k = i;
  let people = 1;
  let writer = isWriter(h.s);
  let you = h.s === "you";
  for (;;) {
    const gap = k + 1 < end ? folded.slice((tokens[k] as Token).end, (tokens[k + 1] as Token).start) : "";
    const step = ONLY_COMMA.test(gap) ? (tokens[k + 1]?.s === "and" ? 2 : 1) : tokens[k + 1]?.s === "and" ? 2 : 0;
    if (step === 0 || k + step >= end || !listsPerson(tokens[k + step])) break;
    k += step;
    people++;
    writer ||= isWriter((tokens[k] as Token).s);
    you ||= (tokens[k] as Token).s === "you";
    if (step === 2 || tokens[k]?.s === "and") break;
  }
  // A name opening a list may be whom the writer greets ("Hi Anna, me and Tom"): it is listed only beside a "you".
  const addressed = (tokens[i] as Token).cap && !isWriter(h.s) && h.s !== "you" && (!you || GREETINGS.has(prev ?? ""));
  if (people >= 3 && writer && !addressed) {
    t.listed = Math.max(t.listed, people);
    t.speaker = true;
  }
}

/** "my wife", "me and wife", "bebelușul nostru", "with wife" ("s manželkou"): one of the writer's own. */
function readRelation(h: Here, t: Tally): boolean {
  const { tokens, i, folded, s, prev, next } = h;
  if (!(RELATIONS.has(s) || t.relationWords?.get(s) === 1)) return false;
  // "Wife and I", "husband and me": a relation the writer is listed after, said without "my".
  const beforeWriter = !!next && COORDINATION.has(next) && next !== "with" && isWriter(tokens[i + 2]?.s) && i + 2 < h.end;
  if (!prev) {
    if (beforeWriter) t.relations++;
    return beforeWriter;
  }
  // "i and η sister", "i and a wife" (Greek "Εγώ και η αδελφή μου", Hungarian "én és a feleségem"): an article between.
  const article = !!t.determiners?.has(prev) && COORDINATION.has(tokens[i - 2]?.s ?? "") && isWriter(tokens[i - 3]?.s);
  const withMe =
    article ||
    beforeWriter ||
    (COORDINATION.has(prev) && (isWriter(tokens[i - 2]?.s) || (tokens[i - 2]?.s === "you" && t.named > 0))) ||
    // "Ja, żona i ...": the writer, then the relations, listed with commas.
    (isWriter(prev) && /^\s*,\s*$/.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start)));
  // "with husband and mother-in-law" (Polish "z mężem i teściową"): a relation joined to one just counted is counted too.
  const joined = prev === "with" || (COORDINATION.has(prev) && t.relations > 0 && RELATIONS.has(tokens[i - 2]?.s ?? ""));
  const withRelation = joined && (!t.plural || !!t.comitative);
  if (!(POSSESSIVES.has(prev) || withMe || withRelation || (POSSESSIVES.has(next ?? "") && !RELATIONS.has(tokens[i + 2]?.s ?? "")))) return false;
  t.relations++;
  if (withMe || withRelation) t.speaker = true;
  // "flying with my fiancée": whoever writes travels too.
  if (tokens[i - 2]?.s === "with" && !t.plural) t.speaker = true;
  // "only me on the ticket; my wife is coming too": a relation said to come as well comes beside the writer.
  if (POSSESSIVES.has(prev) && comesToo(h)) t.alongside = true;
  return true;
}

const COMING = words("coming comes come joining joins join travelling traveling travels flying flies going goes");

/** "my wife is coming too", "my son joins as well" (both rewritten "also"): a verb of coming, then "also", in one clause. */
function comesToo(h: Here): boolean {
  const { tokens, i, end, folded } = h;
  let coming = false;
  for (let k = i + 1; k < Math.min(end, i + 5); k++) {
    if (/[,.;:!?\n]/.test(folded.slice((tokens[k - 1] as Token).end, (tokens[k] as Token).start))) return false;
    const s = (tokens[k] as Token).s;
    if (COMING.has(s)) coming = true;
    else if (s === "also") return coming;
  }
  return false;
}

/**
 * "+ 1 friend" right after "2 passengers", "plus 2" after "8 of us": a count added to the whole party's; after a part of
 * it ("10 people (8 pupils + 2 teachers)") the sum restates the party.
 */
function joinsWholeParty(h: Here, before: string): boolean {
  const { tokens, i, prev } = h;
  const joined = prev === "plus" ? tokens[i - 2]?.s : /\+/.test(before) ? prev : undefined;
  return joined !== undefined && (TOTAL_NOUNS.has(joined) || joined === "us");
}

// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const MONEY_SIGN_BEFORE = /\p{Sc}\s?$/u;

/** "LO 281", "EUR 10 adults", "12. january", "06:15": digits that count no one. */
function notACount(h: Here): boolean {
  const { tokens, i, folded, s, prev, next } = h;
  if (!/^[0-9]/.test(s)) return false;
  if (prev && tokens[i - 1]!.upper && prev.length === 2) return true;
  if ((i > 0 && isMoneyBefore(tokens[i - 1] as Token)) || isMonthWord(next ?? "")) return true;
  // "€540", "$ 90": an amount written after its currency's sign.
  if (MONEY_SIGN_BEFORE.test(folded.slice(i > 0 ? (tokens[i - 1] as Token).end : 0, (tokens[i] as Token).start))) return true;
  // "seat: 14c", "gate 2a": a seat or gate, not seats.
  const glued = i + 1 < h.end && tokens[i + 1]!.start === (tokens[i] as Token).end && /^[a-z]$/.test(next ?? "");
  if (glued && (prev === "seat" || prev === "gate")) return true;
  // "19 march 27 seat: 14c" (a boarding pass's "19MAR27"): two digits after a day and its month are the year.
  const dayBefore = /^\d{1,2}$/.test(tokens[i - 2]?.s ?? "") && /^\d{2}$/.test(s);
  if (dayBefore && isMonthWord(prev ?? "") && /^[ \t]*$/.test(folded.slice(tokens[i - 1]!.end, (tokens[i] as Token).start))) return true;
  return /^[0-9]/.test(prev ?? "") && /^[:.]$/.test(folded.slice(tokens[i - 1]!.end, (tokens[i] as Token).start)) && s.length === 2;
}

// Words that restrict a count without changing whose it is ("we're only two", "jen 4", "nur 6", read "only").
const FOCUS = words("only just");

/** The words before tokens[i], nearest first, passing over focus words ("we in only 3" reads as "we in 3"). */
function wordsBefore(tokens: readonly Token[], i: number, first: number): readonly (string | undefined)[] {
  const before: (string | undefined)[] = [];
  for (let k = i - 1; k >= first && before.length < 3; k--) if (!FOCUS.has((tokens[k] as Token).s)) before.push((tokens[k] as Token).s);
  return before;
}

const verbBefore = (h: Here) => wordsBefore(h.tokens, h.i, h.first)[0];

/** "group of 12", "we are 12", "we'll be four", "for 2", "a dozen", "pax:2", "15-member group": the whole party. */
function wholeParty(h: Here, n: { value: number; next: number }): boolean {
  const { tokens, i, first, folded, s, prev } = h;
  const joinedParty = folded.charAt((tokens[n.next - 1] as Token).end) === "-" && PARTY_NOUNS.has(tokens[n.next + 1]?.s ?? "");
  const fieldValue = !!prev && TOTAL_NOUNS.has(prev) && /^\s*[:=]\s*$/.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start));
  // "we're only two", "jesteśmy tylko w 3" (read "we only in 3"): the party said, a focus word or the Polish "w" in it.
  const [verb, subject, third] = wordsBefore(tokens, i, first);
  const weAre = (verb === "are" || verb === "re" || verb === "in") && subject === "we";
  const weWillBe = verb === "be" && (subject === "ll" || subject === "will") && third === "we";
  return (
    fieldValue ||
    joinedParty ||
    // "grupo de 25" is read "group from 25", "gruppe på 30" "group in 30": after a party word both are "of".
    ((prev === "of" || prev === "from" || prev === "in") && PARTY_NOUNS.has(tokens[i - 2]?.s ?? "")) ||
    weAre ||
    weWillBe ||
    (verb === "all" && (subject === "are" || subject === "re") && third === "we") ||
    verb === "we" ||
    // "Двоє з Одеси до Кишинева" ("two from Odesa to Chișinău"): a count opening the job, then where from.
    (i === first && tokens[n.next]?.s === "from") ||
    tokens[n.next]?.s === "we" ||
    (verb === "us" && subject !== "of") ||
    ((s === "a" || s === "an") && n.value === 12)
  );
}

/** A number and what it counts; returns the index to read on from. */
function readCount(h: Here, t: Tally): number {
  const { tokens, i, end, folded, prev } = h;
  if (notACount(h) || t.ages?.has(prev ?? "")) return i + 1;
  const n = readNumber(tokens, i, end, folded);
  if (!n) return i + 1;
  // "2x", "3 x": a multiplier an agent writes for a head-count.
  if (tokens[n.next]?.s === "x" && (tokens[n.next] as Token).start - (tokens[n.next - 1] as Token).end <= 1) {
    t.totals = Math.max(t.totals, n.value);
    return n.next + 1;
  }
  const kind = nounAfter(tokens, n.next, end, folded);
  // "group fares from 10 people", "Rabatt ab 10 Personen": the count a rule starts from ("a group from 10" is a group's size).
  const fare = FARE_WORDS.has(tokens[i - 3]?.s ?? "");
  if (kind === "total" && THRESHOLD_BEFORE.has(prev ?? "") && (fare || !PARTY_NOUNS.has(tokens[i - 2]?.s ?? ""))) {
    t.threshold = Math.max(t.threshold, n.value);
    return n.next;
  }
  if (kind === "of-us") t.ofUs = Math.max(t.ofUs, n.value);
  // "we're 2 + 1 baby", "2 adults and 1 infant": a baby added to a whole party.
  const before = folded.slice((tokens[i - 1] as Token | undefined)?.end ?? 0, (tokens[i] as Token).start);
  const addedInfant = kind === "member" && INFANT_NOUNS.has(tokens[n.next]?.s ?? "") && (prev === "and" || prev === "plus" || /\+/.test(before));
  if (addedInfant && t.totals > 0) t.infantsAdded += n.value;
  // "2 passengers + 1 friend", "8 of us plus 2 colleagues": people added to a party counted whole join it.
  else if (joinsWholeParty(h, before) && (t.totals > 0 || t.ofUs > 0) && (kind === "member" || kind === "total")) t.joining += n.value;
  else if (kind === "member" || kind === "of-my") t.members += n.value;
  // "letieť dvaja z Košíc" ("fly 2 from Košice"), "letíme jen 4": a bare count right after a travel verb is the party.
  else if (kind === "total" || kind === "of-us" || (wholeParty(h, n) && kind !== "unit") || (kind === "open" && afterTravel(verbBefore(h))))
    t.totals = Math.max(t.totals, n.value);
  return n.next;
}

/** The count the tally comes to, or null when the job does not say. */
function tallied(t: Tally, tokens: readonly Token[], first: number, end: number, folded: string): number | null {
  const writer = t.speaker || (t.alongside && t.members === 0) || (t.relations > 0 && t.firstPerson && !t.plural);
  const counted = t.members + t.relations + t.named + (writer ? 1 : 0);
  const party = Math.max(counted, t.listed);
  // "three of us + a baby", "3 people and an infant": a baby added to a whole party is one more.
  if ((t.ofUs > 0 || t.totals > 0) && t.infantsAdded > 0 && !/\bincl(?:uding|\.)?\b/.test(folded)) return Math.max(t.ofUs, t.totals) + t.infantsAdded;
  if (t.joining > 0) return Math.max(t.totals, t.ofUs) + t.joining;
  if (t.totals > 0) return Math.max(t.totals, party);
  // "we are flying with our son": the son is one of an unknown number.
  if (party > 0) return t.we && t.members === 0 && !t.speaker ? null : party;
  if (t.solo) return 1;
  if (t.firstPerson && !t.plural && travelsAlone(tokens, first, end)) return 1;
  return t.threshold > 0 ? t.threshold : null;
}

/** The parser's number reader and nouns for people, as the head-count grammar borrows them. */
class PartReaders implements Readers {
  constructor(
    private readonly tokens: readonly Token[],
    private readonly end: number,
    private readonly folded: string,
  ) {}

  number(i: number): { value: number; next: number } | null {
    const [t, p] = [this.tokens[i] as Token, this.tokens[i - 1]];
    if (p && /^[0-9]/.test(t.s)) {
      // "EUR 10 adults, EUR 5 children": a price per person counts no one.
      if (isMoneyBefore(p)) return null;
      // "[13:32] ⏎ coach ...", "12.05.": a time's minutes or a date's month counts no one.
      if (/^[0-9]/.test(p.s) && /^[:.]$/.test(this.folded.slice(p.end, t.start))) return null;
    }
    return readNumber(this.tokens, i, this.end, this.folded);
  }

  opens(w: string): boolean {
    return opensCount(w);
  }

  person(w: string): boolean {
    return TOTAL_NOUNS.has(w) || MEMBER_NOUNS.has(w);
  }

  everyone(w: string): boolean {
    return TOTAL_NOUNS.has(w);
  }

  unit(w: string): boolean {
    return UNITS_NOT_PEOPLE.has(w) || PHRASE_ENDS.has(w) || VEHICLE_WORDS.has(w);
  }
}

// The words at which one of the readers below (the settling words, articles, the writer, others, relations) acts: a
// token that is none of them, no count and not capitalised is passed over without asking each reader.
const READ_AT: ReadonlySet<string> = new Set([
  "we", "us", "our", "both", "myself", "own", "a", "an", "my", "her", "him", "herself", "himself", "you", "me", "i",
  ...SOLO, ...INFANT_NOUNS, ...RELATIONS,
]);
const TALLY_READS = 4;
/** The grammar's marks of tokens[first..end) (headcountMarks), with TALLY_READS where a reader of the tally below acts. */
function tokenMarks(tokens: readonly Token[], first: number, end: number, words: HeadcountWords, readers: Readers): Uint8Array {
  const marks = headcountMarks(tokens, first, end, words, readers);
  for (let i = first; i < end; i++) {
    const t = tokens[i] as Token;
    if (t.cap || READ_AT.has(t.s) || opensCount(t.s) || words.relations.get(t.s) === 1) marks[i] = (marks[i] as number) | TALLY_READS;
  }
  return marks;
}

// A token's marks depend on it and the two words before it, not on the span read: a job's tokens are marked once for
// a language's words, however many spans are counted over them (each clause, each part, the whole job).
const markedTokens = new WeakMap<readonly Token[], Map<HeadcountWords, Uint8Array>>();

function jobMarks(tokens: readonly Token[], words: HeadcountWords, folded: string): Uint8Array {
  let byWords = markedTokens.get(tokens);
  if (!byWords) markedTokens.set(tokens, (byWords = new Map()));
  let marks = byWords.get(words);
  if (!marks) byWords.set(words, (marks = tokenMarks(tokens, 0, tokens.length, words, new PartReaders(tokens, tokens.length, folded))));
  return marks;
}

/** How many people travel, read from tokens[first..end): null when the job does not say. */
export function countTravellers(tokens: readonly Token[], first: number, end: number, folded: string, tag = "en"): number | null {
  // Groups, relations, distributives and exclusions are read by the compositional grammar (./headcount).
  const words = headcountWords(tag);
  const readers = new PartReaders(tokens, end, folded);
  const marks = jobMarks(tokens, words, folded);
  const composed = readHeadcount(tokens, first, end, folded, words, readers, marks);
  if (composed !== null) return composed;
  // "We're only two, but treat us as a group of 10": the number a text argues for is never the party.
  const argued = arguedSpans(tokens, first, end, folded, words, readers, marks);
  const t = emptyTally(words.comitative);
  t.determiners = words.determiners;
  t.relationWords = words.relations;
  t.ages = words.ages;
  if (words.instrumental.length) {
    t.instrumental = words.instrumental;
    t.language = languages().get(tag);
  }
  for (let i = first; i < end; ) {
    const token = tokens[i] as Token;
    const skip = argued.length === 0 ? undefined : argued.find(([a, b]) => i >= a && i < b);
    if (!skip && !((marks[i] as number) & TALLY_READS)) {
      i++;
      continue;
    }
    const s = token.s;
    if (skip) {
      // "count me as one even though my guide dog comes along": the writer the argument names travels.
      if (tokens.slice(skip[0], Math.min(skip[1], skip[0] + 3)).some((w) => words.writer.has(w.s))) t.speaker = true;
      i = skip[1];
      continue;
    }
    const h: Here = { tokens, first, end, folded, i, s, prev: i > first ? tokens[i - 1]?.s : undefined, next: i + 1 < end ? tokens[i + 1]?.s : undefined };
    if (s === "we" || s === "us" || s === "our") t.plural = true;
    if (s === "we") t.we = true;
    if (readSettling(h, t)) {
      i++;
      continue;
    }
    readArticle(h, t);
    if (s === "my" && MY_TRIP_WORDS.has(h.next ?? "")) t.firstPerson = true;
    if (s === "you" || isWriter(s) || token.cap) readPeopleList(h, t);
    readGivenName(h, t);
    readOthers(h, t);
    i = readWriter(h, t) || readRelation(h, t) ? i + 1 : readCount(h, t);
  }
  return tallied(t, tokens, first, end, folded);
}

function gapAround(tokens: readonly Token[], i: number, folded: string): string {
  const t = tokens[i] as Token;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return folded.slice(before ? before.end : t.start, t.start) + folded.slice(t.end, after ? after.start : t.end);
}

/** What the words after a number say it counts: people in total, one kind of traveller, a unit, or nothing clear. */
function nounAfter(tokens: readonly Token[], at: number, end: number, folded: string): "total" | "member" | "of-us" | "of-my" | "unit" | "thing" | "open" {
  const first = tokens[at]?.s;
  if (at >= end || first === undefined) return "open";
  // "for 2, Warsaw to Prague": punctuation right after the number ends the phrase.
  if (/[,;:.!?()\n+]/.test(folded.slice((tokens[at - 1] as Token).end, (tokens[at] as Token).start))) return "open";
  if (first === "of") {
    const who = tokens[at + 1]?.s ?? "";
    if (who === "us" || who === "them" || who === "you") return "of-us";
    if (POSSESSIVES.has(who)) return "of-my";
    return "open";
  }
  if (first === "more" || first === "others") return "member";
  // "2ad 1chd", "2p": an agent's short forms glued to the number.
  if (folded.slice((tokens[at - 1] as Token).end, (tokens[at] as Token).start) === "") {
    if (GLUED_MEMBERS.has(first)) return "member";
    // "at 5p" is five in the afternoon.
    if (GLUED_TOTALS.has(first) && !TIME_BEFORE.has(tokens[at - 2]?.s ?? "")) return "total";
  }
  if (UNITS_NOT_PEOPLE.has(first) || /^[0-9]/.test(first)) return "unit";
  // Up to two words may stand between a number and its noun ("30 high school students").
  for (let k = at; k < Math.min(end, at + 3); k++) {
    const s = (tokens[k] as Token).s;
    // "Economy car · Manual · 5 seats", "a 7-seat van": the seats of a vehicle, not the party.
    // "anything cheaper with 7 seats?": seats a thing has, asked about at a question's end, not seats booked.
    const asked = tokens[at - 2]?.s === "with" && /^\s*\?/.test(folded.slice((tokens[k] as Token).end));
    const vehicle = asked || tokens.slice(Math.max(0, at - 8), at + 3).some((t) => VEHICLE_WORDS.has(t.s));
    if ((s === "seats" || s === "seat") && vehicle) return "unit";
    if (TOTAL_NOUNS.has(s)) return "total";
    if (MEMBER_NOUNS.has(s)) return "member";
    if (PHRASE_ENDS.has(s) || UNITS_NOT_PEOPLE.has(s) || /^[0-9]/.test(s)) break;
  }
  // "for 3 countries" counts things; "for 2 Warsaw to Prague" is followed by a name.
  const next = tokens[at] as Token;
  return PHRASE_ENDS.has(next.s) || next.cap ? "open" : "thing";
}

const VEHICLE_WORDS = words("car cars van vans minivan minibus suv vehicle manual automatic similar doors estate convertible");

const MY_TRIP_WORDS = words("flight connection connecting trip booking ticket train seat plane");
const MY_TRIP = words("flight connection connecting trip booking ticket train seat bag luggage plane");

// "I fly from Tallinn to Helsinki", "missed my connection": one traveller when the only person named is the writer.
function travelsAlone(tokens: readonly Token[], first: number, end: number): boolean {
  for (let i = first; i < end; i++) {
    if ((tokens[i] as Token).s === "my" && MY_TRIP.has(tokens[i + 1]?.s ?? "")) return true;
    if ((tokens[i] as Token).s !== "i") continue;
    for (let k = i + 1; k < Math.min(end, i + 5); k++) if (TRAVEL_VERBS.has((tokens[k] as Token).s)) return true;
  }
  return false;
}

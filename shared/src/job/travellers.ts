import { isMoneyBefore } from "./currency-country.js";
import { isMonthWord } from "./dates.js";
import { readNumber } from "./numbers.js";
import { placeIndex } from "./place-index.js";
import type { Token } from "./text.js";
import { endsSentence } from "./lines.js";
import { readHeadcount } from "./headcount/grammar.js";
import { headcountWords } from "./headcount/words.js";

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
const NAMED_BESIDE = words("i me myself his her their");
const TOGETHER = words("together both");
const INFANT_NOUNS = words("baby babies infant infants toddler");
const SOLO = words("solo alone");
const COORDINATION = words("and plus with");
const TRAVEL_VERBS = words("fly flying travel travelling traveling go going head heading leave leaving visit visiting flights flight ticket trip");
// What a number counts when it is not people: "10 days", "5 bookings", "4 May".
const UNITS_NOT_PEOPLE = words(
  "days day weeks week months month hours hour nights night minutes min years year kg km bookings booking rooms room " +
    "bags bag pairs times euros eur usd dollars pounds gb flights flight legs stops jan feb mar apr may jun jul aug sep " +
    "zl pln kc czk ft huf lei ron lv leva bgn kn hrk din rsd grn uah chf gbp sek nok dkk kr mdl den mkd lek all " +
    "sept oct nov dec january february march april june july august september october november december",
);
// Words that end the search for a noun after a number ("2 from Warsaw", "3 to Rome").
const PHRASE_ENDS = words("of for in on to from at and or with per each the a an by via tomorrow today tonight next this please asap only");

/** How many people travel, read from tokens[first..end): null when the job does not say. */
export function countTravellers(tokens: readonly Token[], first: number, end: number, folded: string, tag = "en"): number | null {
  // Groups, relations, distributives and exclusions are read by the compositional grammar (./headcount).
  const person = (w: string) => TOTAL_NOUNS.has(w) || MEMBER_NOUNS.has(w);
  const readers = { number: (i: number) => readNumber(tokens, i, end, folded), person, everyone: (w: string) => TOTAL_NOUNS.has(w) };
  const composed = readHeadcount(tokens, first, end, folded, headcountWords(tag), readers);
  if (composed !== null) return composed;
  let totals = 0;
  let members = 0;
  let relations = 0;
  let speaker = false;
  let solo = false;
  let firstPerson = false;
  let plural = false;
  let we = false;
  let ofUs = 0;
  let infantsAdded = 0;
  let named = 0;
  for (let i = first; i < end; i++) {
    const s = (tokens[i] as Token).s;
    const prev = i > first ? tokens[i - 1]?.s : undefined;
    const next = i + 1 < end ? tokens[i + 1]?.s : undefined;
    if (s === "we" || s === "us" || s === "our") plural = true;
    if (s === "we") we = true;
    if (s === "both" && next === "of" && tokens[i + 2]?.s === "us") {
      totals = Math.max(totals, 2);
      continue;
    }
    if (SOLO.has(s) || (s === "myself" && prev === "by") || (s === "own" && prev === "my" && tokens[i - 2]?.s === "on")) {
      solo = true;
      continue;
    }
    // "2 odrasle osobe i beba" ("2 adults and baby"): languages without articles add the baby bare.
    if (INFANT_NOUNS.has(s) && (prev === "and" || prev === "plus")) {
      infantsAdded++;
      members++;
      continue;
    }
    if ((s === "a" || s === "an") && next) {
      if (INFANT_NOUNS.has(next) && prev && (COORDINATION.has(prev) || /[+&]/.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start)))) infantsAdded++;
      if (MEMBER_NOUNS.has(next)) members++;
      else if (TOTAL_NOUNS.has(next)) totals = Math.max(totals, 1);
    }
    if (s === "my" && MY_TRIP_WORDS.has(next ?? "")) firstPerson = true;
    // "Sofia and her brother", "Jordan and I", "me and Anna": a person named beside the party.
    if ((tokens[i] as Token).cap && placeIndex().givenNames.has(s) && !RELATIONS.has(prev ?? "") && !MEMBER_NOUNS.has(prev ?? "")) {
      const after = tokens[i + 2]?.s ?? "";
      if ((next === "and" && NAMED_BESIDE.has(after)) || (prev === "and" && (tokens[i - 2]?.s === "me" || tokens[i - 2]?.s === "i"))) named++;
      // "Marta and Petra together", "Ivan and Ana both": two people named as one party.
      else if (next === "and" && (tokens[i + 2] as Token | undefined)?.cap && placeIndex().givenNames.has(after) && TOGETHER.has(tokens[i + 3]?.s ?? "")) named += 2;
      // "Jordan is flying with me": the person named and the writer.
      else if (i === first || endsSentence(folded, (tokens[i] as Token).start)) {
        const clause = tokens.slice(i + 1, Math.min(end, i + 6)).map((t) => t.s);
        const w = clause.indexOf("with");
        if (w > 0 && clause[w + 1] === "me" && clause.slice(0, w).some((v) => TRAVEL_VERBS.has(v))) named++;
      }
    }
    // "just her", "only him", "by herself": the one person the job is about.
    if ((s === "her" || s === "him") && (prev === "just" || prev === "only")) solo = true;
    if ((s === "herself" || s === "himself") && prev === "by") solo = true;
    // "just you and me": the writer and whoever the message is for.
    if (s === "you" && ((prev === "and" && (tokens[i - 2]?.s === "me" || tokens[i - 2]?.s === "i")) || (next === "and" && (tokens[i + 2]?.s === "me" || tokens[i + 2]?.s === "i")))) named++;
    if (s === "me" || s === "myself" || s === "i") {
      firstPerson = true;
      if ((prev && COORDINATION.has(prev)) || (next && COORDINATION.has(next) && next !== "with") || /[&+]/.test(gapAround(tokens, i, folded))) speaker = true;
      if (s === "me" && (prev === "just" || prev === "only")) solo = true;
      if (s === "me" && prev === "for") speaker = true;
      // "Me, my wife and our baby": the writer heads a list of travellers.
      const after2 = i + 2 < end ? tokens[i + 2]?.s : undefined;
      if (/^\s*,/.test(folded.slice((tokens[i] as Token).end)) && [next, after2].some((w) => POSSESSIVES.has(w ?? "") || RELATIONS.has(w ?? ""))) speaker = true;
      // "it's me my husband and our kids": a transcript's list without its commas.
      if (s === "me" && POSSESSIVES.has(next ?? "") && RELATIONS.has(after2 ?? "")) speaker = true;
      continue;
    }
    const withMe =
      prev !== undefined &&
      ((COORDINATION.has(prev) && (tokens[i - 2]?.s === "me" || tokens[i - 2]?.s === "i")) ||
        // "Ja, żona i ...": the writer, then the relations, listed with commas.
        ((prev === "me" || prev === "i") && /^\s*,\s*$/.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start))));
    // "my wife", "me and wife", and "bebelușul nostru" (the possessive after the noun).
    // "with wife" ("s manželkou"): languages that leave out the possessive still mean the writer's own.
    const withRelation = prev === "with" && !plural;
    if (RELATIONS.has(s) && prev && (POSSESSIVES.has(prev) || withMe || withRelation || (POSSESSIVES.has(next ?? "") && !RELATIONS.has(tokens[i + 2]?.s ?? "")))) {
      relations++;
      if (withMe || withRelation) speaker = true;
      // "flying with my fiancée": whoever writes travels too.
      if (tokens[i - 2]?.s === "with" && !plural) speaker = true;
      continue;
    }
    // "LO 281", "FR 1234": a number after an airline's two-letter code is a flight number.
    if (prev && tokens[i - 1]!.upper && prev.length === 2 && /^[0-9]/.test(s)) continue;
    // "EUR 10 adults" on a price list is a price; "12. january" is a date.
    if (/^[0-9]/.test(s) && ((i > 0 && isMoneyBefore(tokens[i - 1] as Token)) || isMonthWord(next ?? ""))) continue;
    // "06:15", "8:16": the minutes of a time of day.
    if (/^[0-9]/.test(s) && /^[0-9]/.test(prev ?? "") && /^[:.]$/.test(folded.slice(tokens[i - 1]!.end, (tokens[i] as Token).start)) && s.length === 2) continue;
    const n = readNumber(tokens, i, end, folded);
    if (!n) continue;
    // "2x", "3 x": a multiplier an agent writes for a head-count.
    if (tokens[n.next]?.s === "x" && (tokens[n.next] as Token).start - (tokens[n.next - 1] as Token).end <= 1) {
      totals = Math.max(totals, n.value);
      i = n.next;
      continue;
    }
    const kind = nounAfter(tokens, n.next, end, folded);
    // "group of 12", "we are 12", "for 2", "a dozen": the whole party, unless a unit follows.
    // "15-member group", "15-liikmeline grupp": a number joined to a word before a party noun.
    const joinedParty = folded.charAt((tokens[n.next - 1] as Token).end) === "-" && PARTY_NOUNS.has(tokens[n.next + 1]?.s ?? "");
    // "pax:2", "travellers = 3": a count written as a field's value.
    const fieldValue = !!prev && TOTAL_NOUNS.has(prev) && /^\s*[:=]\s*$/.test(folded.slice((tokens[i - 1] as Token).end, (tokens[i] as Token).start));
    const wholeParty =
      fieldValue ||
      joinedParty ||
      // "grupo de 25" is read "group from 25" (Romance languages' "of" is their "from"), "gruppe på 30" and
      // "familie på fire" "group in 30" (Scandinavian "på"): after a party word both are "of".
      ((prev === "of" || prev === "from" || prev === "in") && PARTY_NOUNS.has(tokens[i - 2]?.s ?? "")) ||
      ((prev === "are" || prev === "re") && tokens[i - 2]?.s === "we") ||
      // "we'll be four"
      (prev === "be" && (tokens[i - 2]?.s === "ll" || tokens[i - 2]?.s === "will") && tokens[i - 3]?.s === "we") ||
      // "we are all 12"
      (prev === "all" && (tokens[i - 2]?.s === "are" || tokens[i - 2]?.s === "re") && tokens[i - 3]?.s === "we") ||
      prev === "we" ||
      // "Двоє з Одеси до Кишинева" ("two from Odesa to Chișinău"): a count opening the job, then where from.
      (i === first && tokens[n.next]?.s === "from") ||
      tokens[n.next]?.s === "we" ||
      (prev === "us" && tokens[i - 2]?.s !== "of") ||
      ((s === "a" || s === "an") && n.value === 12);
    if (kind === "of-us") ofUs = Math.max(ofUs, n.value);
    // "we're 2 + 1 baby", "2 adults and 1 infant": a baby added to a whole party.
    const addedInfant = kind === "member" && INFANT_NOUNS.has(tokens[n.next]?.s ?? "") && (prev === "and" || prev === "plus" || /\+/.test(folded.slice((tokens[i - 1] as Token | undefined)?.end ?? 0, (tokens[i] as Token).start)));
    if (addedInfant && totals > 0) infantsAdded += n.value;
    else if (kind === "member" || kind === "of-my") members += n.value;
    // "letieť dvaja z Košíc" ("fly 2 from Košice"): a bare count right after a travel verb is the party.
    else if (kind === "total" || kind === "of-us" || (wholeParty && kind !== "unit") || ((prev === "for" || TRAVEL_VERBS.has(prev ?? "")) && kind === "open")) totals = Math.max(totals, n.value);
    i = n.next - 1;
  }
  const party = members + relations + named + (speaker || (relations > 0 && firstPerson && !plural) ? 1 : 0);
  // "three of us + a baby", "3 people and an infant": a baby added to a whole party is one more.
  if ((ofUs > 0 || totals > 0) && infantsAdded > 0 && !/\bincl(?:uding|\.)?\b/.test(folded)) return Math.max(ofUs, totals) + infantsAdded;
  if (totals > 0) return Math.max(totals, party);
  // "we are flying with our son": the son is one of an unknown number.
  if (party > 0) return we && members === 0 && !speaker ? null : party;
  if (solo) return 1;
  if (firstPerson && !plural && travelsAlone(tokens, first, end)) return 1;
  return null;
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
    if ((s === "seats" || s === "seat") && tokens.slice(Math.max(0, at - 8), at + 3).some((t) => VEHICLE_WORDS.has(t.s))) return "unit";
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

import { stemTries } from "../../../language/stem-tries.js";
import { nameKey } from "../../../text/fold.js";
import type { Language } from "../../../language/lexicon.js";
import { EUROPE } from "../place-data.js";
import { isTableName, mayStartName, placeIndex, type PlaceEntry } from "../../../gazetteer/place-index.js";
import type { PlaceCue } from "../places.js";
import type { JobText } from "../../../text/text.js";
import { gap } from "./cues.js";
import { TOWN_WITHOUT_CUE } from "./expected.js";

/** A place an inflected word names, the direction its ending carries, and the base form it was found by. */
export interface InflectedPlace {
  entry: PlaceEntry;
  means: PlaceCue;
  base?: string;
}


/** The place an inflected word names in the job's language, and the direction its ending carries. */
export function inflectedPlace(key: string, langs: readonly Language[], cued: boolean): InflectedPlace | null {
  const irregular = placeIndex().inflected.get(key);
  // A form the place tables list still says its direction by its ending.
  if (irregular) return { entry: irregular, means: endingDirection(key, langs) };
  for (const lang of langs) {
    const hit = inflectedIn(key, lang, cued);
    if (hit) return hit;
  }
  return null;
}

/** The cue a case ending's meaning gives a place ("in" is read as "at"). */
function cueOf(means: Language["endings"][number]["means"]): PlaceCue {
  return means === "from" ? "from" : means === "to" ? "to" : means === "in" ? "at" : "none";
}

function endingDirection(key: string, langs: readonly Language[]): PlaceCue {
  let best: { length: number; cue: PlaceCue } = { length: 0, cue: "none" };
  for (const lang of langs)
    for (const { ending, means } of endingsOf(key, lang))
      if (means && ending.length > best.length && key.endsWith(ending) && key.length - ending.length >= 3)
        best = { length: ending.length, cue: cueOf(means) };
  return best.cue;
}

const VOWEL_START = /^[aeiouyαεηιουω]/;

type Ending = Language["endings"][number];
const NO_ENDINGS: readonly Ending[] = [];
const endingsByLast = new WeakMap<Language, ReadonlyMap<number, readonly Ending[]>>();

/**
 * A language's case endings that end in the word's last letter, in the language file's order: a word is tried against
 * these few, not against every one of the forty-odd endings a language may have (the empty ending names no case).
 */
function endingsOf(key: string, lang: Language): readonly Ending[] {
  let byLast = endingsByLast.get(lang);
  if (!byLast) {
    const grouped = new Map<number, Ending[]>();
    for (const e of lang.endings) {
      if (!e.ending) continue;
      const last = e.ending.charCodeAt(e.ending.length - 1);
      let group = grouped.get(last);
      if (!group) grouped.set(last, (group = []));
      group.push(e);
    }
    endingsByLast.set(lang, (byLast = grouped));
  }
  return key ? (byLast.get(key.charCodeAt(key.length - 1)) ?? NO_ENDINGS) : NO_ENDINGS;
}

/** The base forms an inflected word may come from in a language, each with the direction its ending carries. */
export function baseForms(key: string, lang: Language, shortest = 4): { base: string; means: PlaceCue }[] {
  const out: { base: string; means: PlaceCue }[] = [];
  for (const { ending, means } of endingsOf(key, lang)) {
    // A stem of four letters at least: shorter ones find far-away hamlets in ordinary words. One letter shorter, a stem
    // is read only as an alternation gives back what the case took ("naxo", "Πάρο": Naxos, Paros, their -s restored),
    // a base two letters longer than such a stem.
    const stem = key.length - ending.length;
    // The case that takes a name's last letters leaves a vowel ending ("-o", "-ou"): a consonant after a short stem is a word.
    const short = stem === shortest - 1 && VOWEL_START.test(ending);
    if (!ending || (stem < shortest && !short) || !key.endsWith(ending)) continue;
    const cue = cueOf(means);
    for (const base of stemTries(key.slice(0, stem), lang)) if (stem >= shortest || base.length >= stem + 2) out.push({ base, means: cue });
  }
  return out;
}

// Case endings belong to the region's languages: the place is a country, a European city, or a big one. A small
// European town counts only after a place word or with an ending that says the direction.
const inflectable = (entry: PlaceEntry, cued: boolean) =>
  entry.kind === "country" || entry.population >= 500_000 || (EUROPE.has(entry.country) && (cued || entry.population >= TOWN_WITHOUT_CUE));

// Among the base forms a word may come from, the most prominent place: dropping the ending alone may find a village
// where the word names a city.
const prominence = (entry: PlaceEntry) => (entry.kind === "country" ? Infinity : entry.population + (entry.iata ? 1_000_000 : 0));

// A word of a name of two words may have a stem of three letters ("Nowego Sącza", "Zielonej Góry"): the other word
// narrows the look-up to one name.
const PAIR_STEM = 3;
const PLAIN = /^[\x20-\x7e]*$/;

/** A word of a non-Latin script spelt in Latin by the language's romanisation. */
function romanize(key: string, lang: Language): string | null {
  // A language typed in Latin letters goes the other way: to the index's form in its own script.
  if (lang.spelled) return lang.spelled.get(key) ?? null;
  if (!lang.translit) return null;
  let out = "";
  // A pair of letters first: a Latin-script language's typed digraph ("sh" for "š", read "s").
  for (let i = 0; i < key.length; i++) {
    const pair = i + 1 < key.length ? lang.translit.get(key.slice(i, i + 2)) : undefined;
    if (pair !== undefined) i++;
    out += pair ?? lang.translit.get(key.charAt(i)) ?? key.charAt(i);
  }
  return nameKey(out);
}

/** A name the gazetteer knows only in another script, read through the job's languages' romanisation. */
export function romanized(key: string, langs: readonly Language[]): PlaceEntry | undefined {
  for (const lang of langs) {
    const latin = romanize(key, lang);
    const entry = latin ? placeIndex().names.get(latin) : undefined;
    if (entry) return entry;
  }
  return undefined;
}

function inflectedIn(key: string, lang: Language, cued: boolean): InflectedPlace | null {
  const index = placeIndex();
  let best: InflectedPlace | null = null;
  for (const { base, means } of baseForms(key, lang)) {
    // A language typed in Latin letters reads its own spelling of a name first: the build gave it a spelling another
    // place has only where its place is far bigger ("Peremyshlya": Przemyśl).
    let entry = lang.spelled ? undefined : index.names.get(base);
    if (!entry && (lang.translit || lang.spelled)) {
      const latin = romanize(base, lang);
      if (latin) entry = index.names.get(latin);
    }
    // The base as it is, when it was not looked up first (a language typed in Latin letters): a look-up in the large
    // table waits on memory, and one already made answers the same.
    if (lang.spelled) entry ??= index.names.get(base);
    // A landmark or island of the tables is a name nothing else has.
    const fits = entry && (isTableName(entry) || inflectable(entry, cued || means !== "none"));
    if (entry && fits && (!best || prominence(entry) > prominence(best.entry))) best = { entry, means, base };
  }
  return best;
}

/**
 * The direction a case ending written after an apostrophe or a hyphen carries ("Berlin'e", "Debrecen-ből"), when the
 * word right after the name, joined by nothing but that mark, is one of the job's languages' endings; "none" for an
 * ending that says no direction.
 */
export function apostropheEnding(text: JobText, last: number, langs: readonly Language[]): PlaceCue | null {
  const next = text.tokens[last + 1];
  const mark = next ? gap(text, last, last + 1) : "";
  if (!next || (mark !== "'" && mark !== "-")) return null;
  for (const lang of langs)
    for (const { ending, means } of lang.endings)
      if (ending === next.s) return cueOf(means);
  return null;
}

// Only a head that starts some name of several words can start a pair's key (a base with a space aside); the sieve
// turns most bases away before the map is asked.
const startsName = (head: { base: string }) =>
  head.base === "" || head.base.includes(" ") || (mayStartName(head.base) && placeIndex().multiWordStarts.has(head.base));

/**
 * A name of two words (or two joined by a short word: "Bosni i Hercegovini") with either or both inflected: a country's
 * name in any case ("Spojených států"), another place's where a word of it carries an ending ("Nowego Sącza",
 * "Postojnsko jamo", "Sankt-Peterburga"). `joiner` is the short word between them, if any.
 */
export function inflectedPair(first: string, second: string, langs: readonly Language[], joiner = ""): { entry: PlaceEntry; means: PlaceCue } | null {
  const index = placeIndex();
  for (const lang of langs) {
    const heads = [{ base: first, means: "none" as PlaceCue }, ...baseForms(first, lang, PAIR_STEM)].filter((h) => startsName(h));
    if (heads.length === 0) continue;
    const tails = [{ base: second, means: "none" as PlaceCue }, ...baseForms(second, lang, PAIR_STEM)];
    const middles = joiner ? joinersOf(joiner, lang).map((j) => ` ${j} `) : [" "];
    for (const head of heads)
      for (const tail of tails)
        for (const middle of middles) {
          const key = head.base + middle + tail.base;
          // Folded only when it has letters beyond ASCII ("nowy sącz" is keyed "nowy sacz"): most keys are plain.
          const entry = index.names.get(key) ?? (PLAIN.test(key) ? undefined : index.names.get(nameKey(key)));
          if (entry && (entry.kind === "country" || head.base !== first || tail.base !== second)) return { entry, means: tail.means };
        }
  }
  return null;
}

// The canonical reading writes a language's "i", "und", "a" as "and": a name's joining word is looked for as the
// language writes it too ("Bosni and Hercegovini": Bosna i Hercegovina).
const joiners = new WeakMap<Language, Map<string, string[]>>();
function joinersOf(joiner: string, lang: Language): string[] {
  let byCanonical = joiners.get(lang);
  if (!byCanonical) {
    byCanonical = new Map();
    for (const [form, canonical] of lang.words)
      if (form.length <= 3 && canonical.length <= 3) byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), form]);
    joiners.set(lang, byCanonical);
  }
  return [joiner, ...(byCanonical.get(joiner) ?? [])];
}

import type { Language } from "../../../language/lexicon.js";
import { placeIndex, type PlaceEntry } from "../../../gazetteer/place-index.js";
import { countryName, type PlaceCue, type PlaceMention } from "../places.js";
import type { JobText } from "../../../text/text.js";
import { cueBefore, gap } from "./cues.js";
import { inflectedPlace, type InflectedPlace } from "./inflection.js";

const spellings = new WeakMap<Language, { digraphs: readonly string[]; directedEndings: readonly string[] }>();

/** A language's typed digraphs (none when it reads Latin through `spelled`) and its endings that say a direction. */
function spellingOf(lang: Language): { digraphs: readonly string[]; directedEndings: readonly string[] } {
  let known = spellings.get(lang);
  if (!known) {
    const digraphs = lang.translit && !lang.spelled ? [...lang.translit.keys()].filter((k) => k.length === 2) : [];
    known = { digraphs, directedEndings: [...new Set(lang.endings.filter((e) => e.means).map((e) => e.ending))] };
    spellings.set(lang, known);
  }
  return known;
}

const NONE: readonly string[] = [];
// A time of day as a timetable writes it, between a place and the arrow to the next.
const CLOCK = /^\d{1,2}[:.h]\d{2}$/;

// The languages' lists joined: a job reads one language most often, whose list is kept as it is (flatMap, made for
// every job, cost more than the scan's first tokens).
function ofLanguages(langs: readonly Language[], key: "digraphs" | "directedEndings"): readonly string[] {
  if (langs.length === 0) return NONE;
  if (langs.length === 1) return spellingOf(langs[0] as Language)[key];
  return langs.flatMap((l) => spellingOf(l)[key]);
}

/** One pass of the place finder over a job's tokens: what it has found so far, and names it may ask about. */
export class Scan {
  readonly index = placeIndex();
  readonly found: PlaceMention[] = [];
  /** Capitalised names that are also words: asked about only when nothing else is a place. */
  readonly maybe: string[] = [];

  /** A language of the job reads Latin words through its own spelling (`spelled`). */
  readonly spelled: boolean;
  /** The two-letter spellings the job's languages type for a letter of their own ("sh" for "š"). */
  readonly digraphs: readonly string[];
  /** The case endings of the job's languages that say a direction. */
  readonly directedEndings: readonly string[];

  constructor(
    readonly text: JobText,
    readonly langs: readonly Language[],
  ) {
    // Read from each language once, not at every token of every job.
    this.spelled = langs.some((l) => l.spelled);
    this.digraphs = ofLanguages(langs, "digraphs");
    this.directedEndings = ofLanguages(langs, "directedEndings");
  }

  /** Inflected words read so far, after a cue and without one, by word: a word said again is looked up once. */
  private readonly inflections = [new Map<string, InflectedPlace | null>(), new Map<string, InflectedPlace | null>()] as const;

  /** The place an inflected word names in the job's languages (inflection.ts), read once per word and cue. */
  inflected(key: string, cued: boolean): InflectedPlace | null {
    // Keyed by the word itself, whose hash the string keeps, not by a new string of cue and word made at every token.
    const read = this.inflections[cued ? 1 : 0];
    let hit = read.get(key);
    if (hit === undefined) {
      hit = inflectedPlace(key, this.langs, cued);
      read.set(key, hit);
    }
    return hit;
  }

  /**
   * The token right before `i` ended the last place found, or only a time of day stands between (a timetable's or a
   * booking's row: name, time, arrow, name): a name there may continue a route.
   */
  afterPlace(i: number): boolean {
    const last = this.found[this.found.length - 1];
    if (!last) return false;
    if (last.last === i - 1) return true;
    const hours = this.text.tokens[last.last + 1];
    const minutes = this.text.tokens[i - 1];
    return last.last === i - 3 && !!hours && !!minutes && CLOCK.test(this.text.folded.slice(hours.start, minutes.end));
  }

  /** The places just before an arrow at `first` (a name and its code) lose a cue of where the trip goes. */
  private leftByArrow(first: number): void {
    for (let k = this.found.length - 1; k >= 0; k--) {
      const before = this.found[k] as PlaceMention;
      if (first - before.last > 3) return;
      if (before.cue === "to") this.found[k] = { ...before, cue: "none" };
    }
  }

  /**
   * "Results for Warsaw to Budapest", "options for Riga to Oslo": the place "for" led to, then "to" and this one, is
   * where a route written out starts, as before an arrow.
   */
  private routeAfterFor(first: number): boolean {
    const before = this.found[this.found.length - 1];
    const tokens = this.text.tokens;
    return !!before && before.last === first - 2 && tokens[first - 1]?.s === "to" && tokens[before.first - 1]?.s === "for";
  }

  /** Records a place over tokens first..last; the words before it give its cue, else `means` (a case ending's). */
  add(first: number, last: number, entry: PlaceEntry, means: PlaceCue = "none", qualified = false): void {
    const name = entry.kind === "country" ? countryName(entry) : entry.name;
    const cue = cueBefore(this.text, first, this.afterPlace(first));
    // "Results for Warsaw (WAW) → Bucharest": the name an arrow leaves is where the route starts, whatever cued it before.
    if (cue === "to" && (/->|>/.test(gap(this.text, first - 1, first)) || this.routeAfterFor(first))) this.leftByArrow(first);
    const m: PlaceMention = { first, last, entry, name, cue: cue === "none" ? means : cue };
    this.found.push(qualified ? { ...m, qualified: true } : m);
  }
}

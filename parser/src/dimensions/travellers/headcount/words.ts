import { languageMeta } from "../../../language/lexicon.js";
import type { SingleWordKey } from "../../../language/sections/headcount.js";

/** The words a party is counted with, for one language read together with English (the grammar's own). */
export interface HeadcountWords {
  groups: ReadonlyMap<string, number>;
  adultsPerGroup: ReadonlyMap<string, number>;
  relations: ReadonlyMap<string, number>;
  people: ReadonlySet<string>;
  /** Marker phrases as token sequences. */
  each: readonly (readonly string[])[];
  with: readonly (readonly string[])[];
  /** What adds someone after a count ("plus", "and", then the `with` phrases): one list, so its index is built once. */
  added: readonly (readonly string[])[];
  exclude: readonly (readonly string[])[];
  steer: readonly (readonly string[])[];
  /** Concessions that end an argued count's clause ("even though"): what follows them is the party. */
  concede: readonly (readonly string[])[];
  total: readonly (readonly string[])[];
  /** One more person for each one named just before ("and their husbands"). */
  paired: readonly (readonly string[])[];
  /** The first words of the steer, concede, exclude, each and paired phrases: no other word starts one. */
  markers: ReadonlySet<string>;
  /** Words between a group and its size ("a family of five"): the grammar's own and the language's ("di"). */
  of: ReadonlySet<string>;
  /** Pronouns of the writer's party after "of" ("the three of us"). */
  party: ReadonlySet<string>;
  /** Words that join addends ("and", "plus"). */
  adding: ReadonlySet<string>;
  /** Words before a relation that make it a traveller ("my wife"). */
  determiners: ReadonlySet<string>;
  /** Words that name the writer ("me", "i"). */
  writer: ReadonlySet<string>;
  /** Words before a group that say how the party is booked ("as pairs"). */
  manner: ReadonlySet<string>;
  /** Words an age follows ("age 8", "aged 6"): the number after them counts no one. */
  ages: ReadonlySet<string>;
  /** Words that label the party's count in a field ("Count: 9"): the number after them is the whole party. */
  labels: ReadonlySet<string>;
  /** "With" a relation counts the writer beside them, whatever the verb's person (Slavic "Lecimy z mężem"). */
  comitative: boolean;
  /** Endings of a given name in the instrumental ("s Janou", "z Tomkiem"): the person "with" names, not a place "from". */
  instrumental: readonly string[];
}

const cache = new Map<string, HeadcountWords>();

/** English plus every locale of the language `tag` ("sr" reads sr-Latn and sr-Cyrl), built once per tag. */
export function headcountWords(tag: string): HeadcountWords {
  const hit = cache.get(tag);
  if (hit) return hit;
  const sections = languageMeta()
    .filter((l) => l.language === "en" || l.language.split("-")[0] === tag)
    .flatMap((l) => (l.headcount ? [l.headcount] : []));
  const table = (key: "groups" | "adultsPerGroup" | "relations") => new Map(sections.flatMap((s) => s[key]));
  const single = (key: SingleWordKey) => new Set(sections.flatMap((s) => s[key] ?? []));
  const phrases = (key: "each" | "with" | "exclude" | "steer" | "total" | "concede" | "paired") =>
    [...new Set(sections.flatMap((s) => s[key] ?? []))].map((p) => p.split(" "));
  const withPhrases = [["with"], ...phrases("with")];
  const [each, exclude, steer, concede, paired] = [phrases("each"), phrases("exclude"), phrases("steer"), phrases("concede"), phrases("paired")];
  const words: HeadcountWords = {
    groups: table("groups"),
    adultsPerGroup: table("adultsPerGroup"),
    relations: table("relations"),
    people: new Set(sections.flatMap((s) => s.people)),
    each,
    with: withPhrases,
    added: [["plus"], ["and"], ...withPhrases],
    exclude,
    steer,
    concede,
    total: phrases("total"),
    paired,
    markers: new Set([...each, ...exclude, ...steer, ...concede, ...paired].map((p) => p[0] as string)),
    of: single("of"),
    party: single("party"),
    adding: single("adding"),
    determiners: single("determiners"),
    writer: single("writer"),
    manner: single("manner"),
    ages: single("ages"),
    labels: single("labels"),
    comitative: sections.some((s) => s.comitative === true),
    instrumental: [...new Set(sections.flatMap((s) => s.instrumental ?? []))],
  };
  cache.set(tag, words);
  return words;
}

import fc from "fast-check";

// Jobs built from parts whose meaning is known before the desk reads them, and the route the rules
// of docs/DESIGN.md section 6 give those parts. Written from the contract alone: nothing here calls
// the parser, the router or any of their tables.

/** Central and eastern Europe as DESIGN section 6 lists it (the default configuration). */
const CEE = new Set(["PL", "CZ", "SK", "HU", "SI", "HR", "RO", "BG", "EE", "LV", "LT", "RS", "BA", "ME", "MK", "AL", "XK", "MD", "UA"]);

export interface Place {
  name: string;
  country: string;
}

/** Places as a traveller writes them (names, local spellings, IATA codes), each with its country. None is also a word or a person. */
const PLACES: readonly Place[] = [
  ["Warsaw", "PL"], ["Kraków", "PL"], ["Gdansk", "PL"], ["WAW", "PL"], ["Prague", "CZ"], ["Praha", "CZ"], ["Brno", "CZ"], ["Bratislava", "SK"],
  ["Budapest", "HU"], ["BUD", "HU"], ["Ljubljana", "SI"], ["Zagreb", "HR"], ["Dubrovnik", "HR"], ["Bucharest", "RO"], ["Cluj-Napoca", "RO"],
  ["OTP", "RO"], ["Varna", "BG"], ["Tallinn", "EE"], ["Riga", "LV"], ["Vilnius", "LT"], ["Belgrade", "RS"], ["Sarajevo", "BA"],
  ["Podgorica", "ME"], ["Skopje", "MK"], ["Tirana", "AL"], ["Chișinău", "MD"], ["Lviv", "UA"],
  ["Vienna", "AT"], ["VIE", "AT"], ["Berlin", "DE"], ["Munich", "DE"], ["Athens", "GR"], ["Istanbul", "TR"], ["Helsinki", "FI"],
  ["Lisbon", "PT"], ["Madrid", "ES"], ["Rome", "IT"], ["Amsterdam", "NL"], ["Dublin", "IE"], ["Oslo", "NO"], ["Copenhagen", "DK"],
  ["Stockholm", "SE"], ["Zurich", "CH"], ["LHR", "GB"], ["CDG", "FR"],
].map(([name, country]) => ({ name, country }) as Place);

const WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];

/** Ways to write a party of exactly n (DESIGN section 5, "Travellers"). */
function partyForms(n: number): string[] {
  if (n === 1) return ["1 passenger", "just me", "one traveller"];
  const forms = [`${n} people`, `${n} passengers`, `${n} pax`, `party of ${n}`, `we are ${n}`, `group of ${n}`, `${n - 1} friends and me`];
  if (n <= WORDS.length) forms.push(`${WORDS[n - 1]} travellers`, `${WORDS[n - 1]} adults`);
  if (n === 2) forms.push("me and my wife", "my partner and I", "the two of us");
  return forms;
}

/** Phrases that ask for a kind and name no place or count (DESIGN section 5, "Kinds"). */
const KIND_PHRASES = ["need a hotel", "need a train", "need a ferry", "need a visa", "need car hire", "need travel insurance", "need flights"];
const DISRUPTIONS = ["our flight was cancelled", "the flight is delayed 5 hours", "we missed our connection", "we were denied boarding"];
const MOBILE_DATA = ["need an eSIM", "I need mobile data", "a SIM card with data", "need an e-sim for roaming"];
/** What a group adds that never makes it smaller (DESIGN section 6, rule 4). */
const GROUP_EXTRAS = ["please split us into pairs", "book us as several small bookings", "names later"];

/** What the job asks besides a trip: nothing more, a disruption, mobile data, or a disruption or trip plus mobile data. */
export type Ask = "trip" | "disruption" | "esim" | "disruption+esim" | "trip+esim";

export interface BuiltJob {
  text: string;
  /** The phrases the text is made of, in order; the metamorphic properties rearrange them. */
  phrases: string[];
  count: number | null;
  origin: Place | null;
  destination: Place | null;
  kind: boolean;
  ask: Ask;
}

/** Rules 3-7 of DESIGN section 6 for a trip's parts (rule 1 and 2 come from the ask). */
function tripRoute(job: Pick<BuiltJob, "count" | "origin" | "destination" | "kind">): string {
  if (job.count !== null && job.count >= 10) return "group";
  if (job.count === 2 && job.origin && job.destination && CEE.has(job.origin.country) && CEE.has(job.destination.country)) return "regional";
  if (job.origin || job.destination || job.kind) return "search";
  return "clarify";
}

/** The route DESIGN section 6 gives, and for a split the route of each part in order. */
export function expectedRoute(job: BuiltJob): { route: string; parts?: string[] } {
  if (job.ask === "disruption") return { route: "sos" };
  if (job.ask === "esim") return { route: "esim" };
  if (job.ask === "disruption+esim") return { route: "split", parts: ["sos", "esim"] };
  if (job.ask === "trip+esim") return { route: "split", parts: [tripRoute(job), "esim"] };
  return { route: tripRoute(job) };
}

const place = fc.constantFrom(...PLACES);
const count = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 10, max: 60 }), fc.constant(2));
const pick = <T>(items: readonly T[], seed: number) => items[seed % items.length] as T;

function trip(origin: Place | null, destination: Place | null, form: number): string {
  if (origin && destination) return pick([`from ${origin.name} to ${destination.name}`, `${origin.name} -> ${destination.name}`, `${origin.name} to ${destination.name}`], form);
  if (destination) return `to ${destination.name}`;
  return origin ? `from ${origin.name}` : "";
}

/** The order-th of the permutations of items (every order of a job's phrases is drawn). */
function permute(items: string[], order: number): string[] {
  const rest = [...items];
  const out: string[] = [];
  for (let n = order; rest.length > 0; n = Math.floor(n / (rest.length + 1))) out.push(rest.splice(n % rest.length, 1)[0] as string);
  return out;
}

/** A party, up to two places and a kind phrase, in an order fast-check picks, plus what the ask adds. */
export const builtJob: fc.Arbitrary<BuiltJob> = fc
  .record({
    ask: fc.constantFrom<Ask>("trip", "trip", "trip", "disruption", "esim", "disruption+esim", "trip+esim"),
    count: fc.option(count, { nil: null }),
    origin: fc.option(place, { nil: null }),
    destination: fc.option(place, { nil: null }),
    kind: fc.boolean(),
    seed: fc.nat(),
    order: fc.nat(),
  })
  .filter(({ origin, destination }) => origin === null || origin.name !== destination?.name)
  .map(({ ask, seed, order, ...parts }) => {
    // Mobile data alone is a request for data at most for a destination: no party, no trip, no other kind.
    const job = ask === "esim" ? { count: null, origin: null, destination: parts.destination, kind: false } : ask === "trip+esim" ? { ...parts, count: parts.count ?? 2, origin: parts.origin ?? PLACES[0]!, destination: parts.destination ?? PLACES[PLACES.length - 1]! } : parts;
    const tripPhrases = [job.count === null ? "" : pick(partyForms(job.count), seed), ask === "esim" ? "" : trip(job.origin, job.destination, seed), job.kind ? pick(KIND_PHRASES, seed) : ""]
      .filter(Boolean);
    const phrases = [...permute(tripPhrases, order), ...(job.count !== null && job.count >= 10 && ask === "trip" && seed % 2 ? [pick(GROUP_EXTRAS, seed)] : [])];
    const data = pick(MOBILE_DATA, seed);
    const text = {
      trip: phrases.join(", "),
      disruption: [pick(DISRUPTIONS, seed), ...phrases].join(", "),
      esim: job.destination ? `${data} for ${job.destination.name}` : data,
      "disruption+esim": `${[...phrases, pick(DISRUPTIONS, seed)].join(", ")}. Also ${data} in Croatia`,
      "trip+esim": `${phrases.join(", ")}. Also ${data} there`,
    }[ask];
    return { text, phrases, ...job, ask };
  });

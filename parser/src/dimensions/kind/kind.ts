import type { Kind } from "../../schemas/job.js";
import type { JobIntents } from "../intents/intents.js";
import { moneyNamesPattern, moneySignsPattern } from "../../language/money-words.js";


// A car, an SUV or a van named in the same sentence, at most 40 characters before "or similar".
const OR_SIMILAR = /\bor similar\b/g;
const VEHICLE = /\b(?:car|suv|van)\b/;
function vehicleOrSimilar(folded: string): boolean {
  for (const m of folded.matchAll(OR_SIMILAR)) {
    const before = folded.slice(Math.max(0, m.index - 43), m.index);
    const sentence = before.slice(Math.max(before.lastIndexOf("\n"), before.lastIndexOf(".")) + 1);
    if (VEHICLE.test(sentence)) return true;
  }
  return false;
}

// Who a guide is counted beside: the party's nouns in the grammar's words.
const COUNTED_BESIDE = "(?:students|pupils|kids|children|adults|people|players|seniors|colleagues|friends|us|passengers|teachers|hikers|tourists)";
const NOT_A_TOUR = String.raw`(?! (?:group|operator|leaders?|guides?))\b`;

// Read on the canonical English of the job (every language's words are rewritten into these first).
// The kinds that are a question of their own come first: a car at the airport is car hire, a visa
// to fly somewhere is a visa question.
const ASKED: ReadonlyArray<readonly [Kind, { test(folded: string): boolean }]> = [
  ["car-rental", new RegExp(
    String.raw`\b(?:car rental|rent(?:ing)? a car|rent a car|rental cars?|car hire|hire (?:a )?car|hire cars?|` +
      String.raw`rent(?:al)? (?:a )?(?:van|vehicle|campervan|motorhome)|campervan|motorhome|\d+[- ]?seater|` +
      String.raw`(?:economy|compact|mini|midsize|intermediate|standard|full[- ]?size|premium|luxury|estate) (?:car|suv|van)\b|` +
      String.raw`(?:need|want|get|book|reserve|hire|rent) (?:a |some |our |my )?(?:vehicle|wheels)\b|` +
      String.raw`(?:need|want|get|book|reserve|looking for|pick up|collect) (?:a |the )?(?:car|van)\b(?! (?:ferry|park|seat|to))|` +
      String.raw`(?:car|van) for (?:\d+|an?|the) (?:days?|weeks?|week ?end)|^\s*(?:car|van)\b(?! (?:ferry|park|seat|to|from|journey|trip|share)))\b`,
  )],
  // A hire page names the vehicle class, then its disclaimer.
  ["car-rental", { test: vehicleOrSimilar }],
  ["insurance", /\b(?:insurance|insured|insure|(?:travel|ski|winter sports|sports|medical|health|trip|cancellation|baggage|enough) cover(?:age)?)\b/],
  ["visa", new RegExp(
    String.raw`\b(?:(?<!card:? )visas?(?! (?:card|debit|credit|or mastercard|electron)| ?[*\u2022x]{2})|entry requirements?|entry rules?|passports?|` +
      String.raw`etias|esta|evisa|e-visa|border rules|need to enter)\b`,
  )],
  // What to pack and whether to take an umbrella are questions about the weather there.
  ["weather", new RegExp(
    String.raw`\b(?:weather|wx|forecast|temperatures?|temps|degrees|rain(?:ing|y)?|snow(?:ing|y)?|sunny|climate|umbrella|how (?:hot|cold|warm)|` +
      String.raw`will it be (?:hot|cold|warm|sunny|wet)|what (?:to|should (?:i|we)|shall (?:i|we)|do (?:i|we) need to) (?:pack|wear)|packing list|` +
      String.raw`what clothes|(?:need|bring|take|pack) (?:a |an )?(?:jacket|coat|raincoat|sweater|jumper|umbrella|sunscreen|warm clothes|layers)|` +
      String.raw`(?:warm|cold|hot) enough|swim(?:ming)? (?:weather|season))\b`,
  )],
  // Tours, cruises and admission tickets are an outing, even by boat or bus ("the tour leader" is a traveller, not one).
  // Nor is a guide counted among the party ("9 studentů a průvodce", "2 vodiča" read "9 students and tour", "2 tour"); "1 tour"
  // is how Danish "en byvandring" reads, a tour.
  ["activities", new RegExp(
    String.raw`\b(?<!group |\b(?:[2-9]|[1-9]\d{1,2}) |${COUNTED_BESIDE} (?:and|plus|\+) (?:the |our |a |one )?)tour(?!s)${NOT_A_TOUR}|` +
      String.raw`\b(?<!group )tours${NOT_A_TOUR}`,
  )],
  ["activities", new RegExp(
    String.raw`\b(?:cruises?|guided|things to do|admission|(?:cooking|wine|dance|surf|ski|diving|language) (?:class(?:es)?|lessons?|school)|` +
      String.raw`workshops?|bungee|rafting|kayak(?:ing)?|canoeing|scuba|diving|snorkel(?:l?ing)?|paragliding|zipline|escape rooms?|` +
      String.raw`ski ?pass(?:es)?|lift pass(?:es)?|wine tasting|tastings?|spa day|entrance tickets?|entry tickets?|` +
      String.raw`tickets? (?:for|to) (?:the )?(?:museum|concert|show|match|game|opera|theat(?:re|er)|gallery|castle|zoo|park|event|palace|` +
      String.raw`cathedral|[a-z]+ (?:museum|castle|palace|cathedral|gallery))|tickets? for the|` +
      String.raw`(?:museum|concert|show|match|event|park|zoo|castle|ski|lift) (?:tickets?|pass(?:es)?))\b`,
  )],
  ["activities", /\btickets?\b[^.;]{0,40}\b(?:palace|museum|castle|gallery|cathedral|zoo|tower|exhibition|concert|opera|theat(?:re|er))\b/],
  ["currency", new RegExp(
    String.raw`\b(?:currency|currencies|exchange rates?|convert|conversion|forex|fx rate|atms?|cash machines?|change money|money exchange|` +
      String.raw`exchange offices?|bureau de change|how many (?:forints?|euros?|dollars?|pounds?|zlotys?|korun[ay]?|crowns?|lei|leva|kuna|` +
      String.raw`hryvnias?|francs?|krona|kronor|kroner|dinars?|lats|litas)|(?:forints?|zlotys?|korun[ay]|hryvnias?|lei|leva|dinars?) (?:is|are|in|` +
      String.raw`to)|\d+ ?(?:eur|usd|gbp|pln|czk|huf|ron|bgn|chf|sek|nok|dkk|uah|rsd|isk|try|mdl|bam|mkd|all) (?:to|in|into) [a-z]{3}\b)`,
  )],
];
// Kinds that describe the trip itself; the first one the job names wins, flights included.
const TRIP: ReadonlyArray<readonly [Kind, RegExp]> = [
  ["ferry", new RegExp(
    String.raw`\b(?:ferry|ferries|boats?|catamarans?|hydrofoils?|fast boats?|crossing by sea|(?:channel )?crossing(?! (?:the )?border| point)|` +
      String.raw`sail(?:ing)?|island[- ]hop(?:ping)?)\b`,
  )],
  ["rail", new RegExp(
    String.raw`\b(?:trains?|rail(?:way)?s?|sleepers?(?! (?:sofa|couch))|couchettes?|bus(?:es)?(?! drivers?)|interrail|eurail|night train|sleeper train|` +
      String.raw`timetable|by coach|coach (?:from|to|trip|tickets?|ride|journey)|` +
      // "coach Brno → Kraków", "autokar Warszawa – Wilno" (read "coach"): the coach that heads a route is a bus.
      String.raw`coach(?= {1,3}[a-z]+ {0,3}(?:[-\u2013\u2014\u2192>]{1,2}|to ) {0,3}[a-z]))\b`,
  )],
  ["stay", new RegExp(
    String.raw`\b(?:hotels?|hostels?|accommodation|apartments?|airbnb|guest ?houses?|b ?& ?b|bed and breakfast|campsites?|camping|motels?|inns?|` +
      String.raw`lodging|villas?|rooms?|places? to stay|somewhere (?:[a-z]+ )?to (?:stay|sleep)|place to sleep|beds? (?:for|in|near)|need a bed|` +
      String.raw`chalets?|cottages?|cabins? (?:in|at|near)|check-?in \d|check-?out \d|check-?in (?:on )?\d|guests?\b(?! (?:list|wifi))|` +
      String.raw`(?:per|a|\/) ?night\b|pensions?|glamping|stay(?:ing)? (?:in|at|near)|nights? (?:in|at))\b`,
  )],
  // Getting around a town, seeing it, and shops: asked about a place, not a trip to it.
  ["places", new RegExp(
    String.raw`\b(?:restaurants?|directions|map|maps|sights|sightseeing|museums?|what to see|places to (?:eat|visit|see|go)|` +
      String.raw`how (?:do i|do we|to|can i|can we) (?:get|reach)|(?:get|getting|go|going|transfer) from (?:the |my |` +
      String.raw`our )?(?:[a-z]+ ){0,3}(?:airport|station|port|terminal|hotel)|nearby|near me|cafes?|coffee (?:spots?|shops?|places?)|bars?|pubs?|` +
      String.raw`nightlife|landmarks?|attractions?|walking route|route to|route on foot|viewpoints?|worth (?:a )?(?:visit(?:ing)?|seeing|a look)|` +
      String.raw`things to see|top things|must see|food to try|local (?:food|dishes|cuisine|specialities|specialties)|pharmac(?:y|ies)|chemists?|` +
      String.raw`supermarkets?|taxis?|cabs?|uber|public transport|get(?:ting)? around|metro|subway|trams?|airport transfers?|` +
      String.raw`transfers? (?:from|to) (?:the )?(?:airport|hotel|station|port))\b`,
  )],
  ["flights", /\b(?:flights?|fly(?:ing)?|plane|airlines?|airfares?|air ?tickets?|plane tickets?|flight tickets?|layover|nonstop|one[- ]way|round[- ]trip)\b/],
];

// Everyday words that ask about a place only when the job names one (alone, a meal is no travel).
const PLACE_ERRANDS: readonly [Kind, RegExp] = [
  "places",
  new RegExp(
    String.raw`\b(?:on foot|walk(?:ing|able)?|how far|far from|distance|views? of|sunset|go(?:ing)? out|` +
      String.raw`(?:eat|dine|dinner|lunch|breakfast|brunch)\b(?! (?:included|on board))|hospitals?|shopping|shops|food|vegan|vegetarian|` +
      String.raw`gluten[- ]free|halal|kosher|near (?:the|my|our) (?!airport)|park(?:ing)?\b(?! (?:and ride))|opening (?:hours|times)|` +
      String.raw`open (?:on|today|tomorrow|late)|closed (?:on|today|tomorrow)|is (?:it|the [a-z]+) (?:open|closed)|walkable|souvenirs?)\b`,
  ),
];
// The trip's patterns and the place errands, each read at most once per text (KindReading).
const KIND_PATTERNS: ReadonlyArray<readonly [Kind, RegExp]> = [...TRIP, PLACE_ERRANDS];
const TRIP_ONLY = TRIP.map((_, k) => k);
const TRIP_IN_A_PLACE = KIND_PATTERNS.map((_, k) => k);
const JOURNEYS = TRIP_ONLY.filter((k) => ["rail", "ferry", "flights"].includes((TRIP[k] as readonly [Kind, RegExp])[0]));

// Money named twice, or once with a conversion word, is a currency question. Currency names in every language's
// cases come from the language files' `money` sections.
const MONEY = new RegExp(`\\b(?:eur|usd|gbp|pln|czk|huf|ron|bgn|chf|sek|nok|dkk|uah|rsd|isk|mdl|bam|mkd|jpy|cad|aud|${moneyNamesPattern()})\\b`, "g");
const MONEY_QUESTION = /\b(?:how much|how many|rate|rates|exchange|convert|worth)\b/;
const MONEY_ERRAND = /\b(?:get|buy|change|withdraw|cash|atm|best way to (?:get|pay))\b/;

// An amount written with a currency's own sign.
const MONEY_SIGN = new RegExp(`\\d ?(?:${moneySignsPattern()}|€|£|\\$|₴|₺|₽)(?![a-z])`, "g");

function asksAboutMoney(folded: string): boolean {
  // Prices on a page are one currency however often they are written: two currencies asked about count, not one
  // written twice.
  const named = new Set((folded.match(MONEY) ?? []).map((m) => m.slice(0, 4)));
  const hits = named.size + Math.min(1, folded.match(MONEY_SIGN)?.length ?? 0);
  if (hits >= 2) return true;
  const asked = (/\d/.test(folded) && MONEY_QUESTION.test(folded)) || MONEY_ERRAND.test(folded);
  return hits === 1 && asked && !/\b(?:flights?|fly|hotels?|trains?)\b/.test(folded);
}

const STATIONS = /\b(?:stations?|hbf|hauptbahnhof|bahnhof|termini|centrale|gare)\b/;
const OUTING = /\b(?:day[- ]trips?|excursions?)\b/;
const IN_TOWN_TRANSFER =
  new RegExp(
    String.raw`\b(?:from|to) (?:the )?(?:[a-z]+ ){0,2}(?:airport|station|terminal|port) (?:to|into) (?:the )?(?:city )?(?:cent(?:re|er)|old town|` +
      String.raw`downtown|city|town|(?:my|our|the) (?:hotel|apartment|hostel)|hotel)\b|` +
      String.raw`\bfrom (?:the )?(?:city )?(?:cent(?:re|er)|old town|downtown|(?:my|our|the) hotel|hotel) to (?:the )?(?:[a-z]+ ){0,2}(?:airport|` +
      String.raw`station|terminal|port)\b`,
  );
const TICKETS = /\btickets?\b/;
const SIGHT_TICKETS = /\btickets? (?:for|to) (?!\d|flights?|planes?|trains?|bus|ferry|the (?:flight|train|bus|ferry))[a-z]/;

/**
 * One text's kind patterns, each tested at most once however many times the kind is asked of it (with places counted
 * and without): where each of KIND_PATTERNS first matches, and the other tests, read when first needed.
 */
class KindReading {
  private readonly at: number[] = [];
  private readonly tests = new Map<RegExp | typeof asksAboutMoney, boolean>();

  constructor(readonly folded: string) {}

  test(pattern: RegExp | typeof asksAboutMoney): boolean {
    let hit = this.tests.get(pattern);
    if (hit === undefined) {
      hit = typeof pattern === "function" ? pattern(this.folded) : pattern.test(this.folded);
      this.tests.set(pattern, hit);
    }
    return hit;
  }

  /** The kind of the listed patterns that matches first in the text (the earlier listed on a tie), or null. */
  firstMatch(listed: readonly number[]): Kind | null {
    let best: Kind | null = null;
    let at = Infinity;
    for (const k of listed) {
      const [kind, pattern] = KIND_PATTERNS[k] as readonly [Kind, RegExp];
      this.at[k] ??= pattern.exec(this.folded)?.index ?? Infinity;
      if ((this.at[k] as number) < at) {
        best = kind;
        at = this.at[k] as number;
      }
    }
    return best;
  }
}

/**
 * What the job asks for (docs/DESIGN.md section 5, "Kinds"), from its canonical English text and intents.
 * Travel between places with no other word is a flight; no travel content at all is unknown. `sight`: the
 * job's one place is a landmark of the table, not a town.
 */
export function detectKind(folded: string, intents: JobIntents, places: number, sight = false): Kind {
  return askedKind(folded, intents) ?? tripKind(new KindReading(folded), places, sight);
}

/**
 * detectKind's kind, and whether the job's words name it: whether it is known even with no place counted
 * (`detectKind(folded, intents, 0) !== "unknown"`), read without going over the same patterns twice.
 */
export function detectKindNamed(folded: string, intents: JobIntents, places: number, sight = false): { kind: Kind; named: boolean } {
  const asked = askedKind(folded, intents);
  if (asked) return { kind: asked, named: true };
  const reading = new KindReading(folded);
  const kind = tripKind(reading, places, sight);
  if (kind === "unknown") return { kind, named: false };
  return { kind, named: places === 0 && !sight ? true : tripKind(reading, 0, false) !== "unknown" };
}

/**
 * Whether the job's words name a kind, or one other than the flights its places alone would make: `detectKind` with no
 * place counted is not "unknown", or with `places` counted is not "flights". Each pattern is read once for both.
 */
export function namesKindBesidePlaces(folded: string, intents: JobIntents, places: number): boolean {
  if (askedKind(folded, intents)) return true;
  const reading = new KindReading(folded);
  return tripKind(reading, 0, false) !== "unknown" || tripKind(reading, places, false) !== "flights";
}

/** Whether the job's words name a kind of trip (a flight, a train, a ferry, a stay, a hire car), whatever else they ask. */
export function namesTrip(folded: string): boolean {
  return TRIP.some(([kind, p]) => kind !== "places" && p.test(folded)) || ASKED.some(([kind, p]) => kind === "car-rental" && p.test(folded));
}

// The kinds asked about whatever places the job names.
function askedKind(folded: string, intents: JobIntents): Kind | null {
  if (intents.disruption) return "disruption";
  if (intents.mobileData) return "esim";
  for (const [kind, pattern] of ASKED) if (pattern.test(folded)) return kind;
  return null;
}

// The kinds the number of places named decides between.
function tripKind(r: KindReading, places: number, sight: boolean): Kind {
  // Tickets to a sight are an outing, not a route; tickets to a town are tickets to travel there.
  if ((sight && places === 1 && r.test(TICKETS)) || (places === 0 && r.test(SIGHT_TICKETS))) return "activities";
  if (r.test(asksAboutMoney)) return "currency";
  // Between a town's airport or station and its centre: getting around a town, whatever carries you.
  if (places < 2 && r.test(IN_TOWN_TRANSFER)) return "places";
  const trip = r.firstMatch(places > 0 ? TRIP_IN_A_PLACE : TRIP_ONLY);
  // Between two towns, the way to get there is the trip.
  if (trip === "places" && places >= 2) {
    const journey = r.firstMatch(JOURNEYS);
    if (journey) return journey;
  }
  if (trip) return trip;
  // A day trip or an excursion is an outing unless the job names what carries them or where they sleep.
  if (r.test(OUTING)) return "activities";
  // A route between stations goes by rail.
  if (places >= 2 && r.test(STATIONS)) return "rail";
  return places > 0 ? "flights" : "unknown";
}

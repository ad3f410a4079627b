// Agents often pass structure instead of prose: a JSON object (or an array of trips) inside the job,
// `key: value` lines, YAML items or a query string. Each is read as what it plainly means and written
// out as the canonical prose the grammar reads; an array of trips becomes parts joined by "; also".
import { KIND_KEYS } from "../language/cross-words.js";
import { KINDS } from "../schemas/job.js";
import { isJsonObject } from "../schemas/json-object.js";
import { regionName } from "../tables/english-names.js";
import { MAX_LINE } from "../text/bound.js";
import { trimEndOf } from "../text/lines.js";

type Field =
  | "origin" | "destination" | "place" | "date" | "returnDate" | "checkIn" | "checkOut" | "passengers" | "adults" | "children" | "infants" | "kind" | "notes";

const FIELD_BY_KEY: ReadonlyMap<string, Field> = new Map(
  Object.entries({
    origin: "from origin source orig fromcity fromairport departureairport originlocationcode fly_from flyfrom leaving fromstation departurestation " +
      "originstation fromport departureport",
    destination: "to destination dest arrival arr arrive tocity toairport arrivalairport destinationlocationcode fly_to flyto going tostation arrivalstation " +
      "destinationstation toport arrivalport destinationcity dropoff dropofflocation returnlocation",
    // one place the job is about: a hotel's city, a forecast's location, a car's pick-up
    place: "city location place where near address area region country hotelcity cityname locationname pickup pickuplocation pickupplace resort island " +
      "venue attraction museum sight poi ville citta ciudad cidade stadt ort miasto mesto grad varos oras lieu luogo lugar kraj miejsce misto mjesto " +
      "hely helyszin localitate lokacija lokalita",
    date: "date departuredate departdate depart departure dep outbound outbounddate when day departure_date depart_date start startdate pickupdate " +
      "pickup_date traveldate datum fecha termin",
    returnDate: "return returndate inbound inbounddate back end enddate return_date dropoffdate dropoff_date",
    checkIn: "checkin check_in arrivaldate checkindate",
    checkOut: "checkout check_out departuredate_hotel checkoutdate",
    passengers: "pax passengers travellers travelers people persons count groupsize group_size size seats guests party occupancy participants personnes " +
      "persone personen personas pessoas osoby osob osobe passeggeri pasajeros passagiers passagers reisende utasok cestujici pasazerowie",
    adults: "adults adult",
    children: "children child kids",
    infants: "infants infant babies",
    kind: "type kind mode service product tool task intent action category vertical query q topic name function method activite activity attivita " +
      "actividad aktivitat",
    notes: "notes note remarks comment comments",
  }).flatMap(([field, keys]) => keys.split(" ").map((k) => [k, field as Field] as const)),
);

// "Cestující", "Pasażerowie": a label read without its diacritics, as the keys above are written.
const MARKS = /\p{M}/gu;
function fieldOf(key: string): Field | undefined {
  const lower = key.toLowerCase();
  const plain = /[^ -~]/.test(lower) ? lower.normalize("NFD").replace(MARKS, "") : lower;
  return FIELD_BY_KEY.get(plain.replace(/[\s-]/g, "").replace(/_/g, "")) ?? FIELD_BY_KEY.get(plain);
}

/** Whether a label ("From", "pax", "check_in") names a field of a trip, as a form or a tool call writes one. */
export function isFieldLabel(key: string): boolean {
  return fieldOf(key) !== undefined;
}

type Trip = Partial<Record<Field, string>> & { words?: string[] };

// A date written out inside a longer value (a booking page's place, day and time on one line).
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?";
const DATE_INSIDE = new RegExp(
  `\\b(?:\\d{4}-\\d{2}-\\d{2}|\\d{1,2}(?:st|nd|rd|th)? ${MONTH} \\d{4}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}|\\d{1,2}[./]\\d{1,2}[./]\\d{4})\\b`,
  "i",
);

// What may stand between a place and the date written after it: a separator, a weekday.
const SEPARATORS = " \t\n·|,;–-";
const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?$/i;
function withoutWeekday(text: string): string {
  let start = text.length;
  while (start > 0 && /[a-z.,]/i.test(text[start - 1] as string)) start--;
  const word = text.slice(start);
  return WEEKDAY.test(word) ? text.slice(0, text.length - word.length) : text;
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}|^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/;
// Keys that say what the job is when no field names it: a nationality is a visa question, a pick-up a car hire.
const KIND_HINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:nationality|citizenship|passport|passportcountry)$/, "visa"],
  [/^(?:pickup|dropoff|pickuplocation|dropofflocation|driverage|carclass|cartype)$/, "car rental"],
  [/^(?:checkin|checkout|rooms|roomtype|nights)$/, "hotel"],
];
const squash = (key: string) => key.toLowerCase().replace(/[\s_-]/g, "");
// Whether a key hints at a kind of trip ("checkin", "pickup"): the key is squashed once, not once per hint.
const hintsKind = (squashed: string) => KIND_HINTS.some(([hint]) => hint.test(squashed));
// "namesLater", "one_way": a flag's name read as words.
const flagWords = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();

function value(v: unknown): string | undefined {
  if (v === null || v === undefined) return undefined;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return String(v).trim();
  if (Array.isArray(v)) return v.map(value).filter(Boolean).join(" ");
  if (typeof v === "object") {
    // Nested shapes such as {"departure": {"date": "2027-05-04"}} or {"from": {"iata": "WAW"}}.
    const inner = Object.values(v as Record<string, unknown>).map(value).filter(Boolean);
    return inner.join(" ");
  }
  return undefined;
}

// "arguments": "{\"origin\": ...}": a tool call's arguments sent as a JSON string.
function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function tripFrom(entries: Iterable<[string, unknown]>): Trip {
  const trip: Trip = {};
  const words: string[] = [];
  for (const [key, given] of entries) readEntry(trip, words, key, given);
  if (words.length) trip.words = [...(trip.words ?? []), ...words];
  return trip;
}

const placeField = (field: Field | undefined): field is "origin" | "destination" | "place" =>
  field === "origin" || field === "destination" || field === "place";
const endsTrip = (key: string) => /^(?:dropoff|return|inbound)/.test(squash(key));

/** One key and its value, read into the trip, or into words that still say something about it. */
function readEntry(trip: Trip, words: string[], key: string, given: unknown): void {
  const field = fieldOf(key);
  const raw = typeof given === "string" && /^\s*[{[]/.test(given) ? parseOr(given) : given;
  const nested = isJsonObject(raw) ? raw : null;
  for (const [hint, kind] of KIND_HINTS) if (hint.test(squash(key))) trip.kind ??= kind;
  // A list of passengers ("passengers": [{"type": "ADT"}, ...]): as many travel as it names.
  if (field === "passengers" && Array.isArray(raw) && raw.length > 0 && raw.every(isJsonObject)) return void (trip.passengers ??= String(raw.length));
  // A count given by its parts (adults, children).
  if (field === "passengers" && nested) return void Object.assign(trip, { ...tripFrom(Object.entries(nested)), ...trip });
  if (nested && placeField(field)) return readNestedEnd(trip, field, key, nested);
  if (raw === true && !field) return void words.push(flagWords(key));
  const v = value(raw);
  if (!v) return;
  if (!field && ROUTE_KEYS.has(squash(key)) && readRoute(trip, v)) return;
  // A length of stay or hire, read as words so it ends the dates.
  const length = /^(nights|days|weeks)$/.exec(squash(key));
  if (length && /^\d{1,3}$/.test(v)) return void words.push(`for ${v} ${length[1] as string}`);
  const where = placeField(field) ? withoutDateInside(trip, key, v) : v;
  if (!where) return;
  const isDate = DATE_VALUE.test(where) && (placeField(field) || field === undefined);
  // "Departure: Bratislava" on a form: a departure without a figure is where the trip leaves from, not its day.
  const into = isDate ? dateField(field, key) : field === "date" && DEPARTS.test(squash(key)) && !/\d/.test(where) ? "origin" : field;
  if (isDate && !into) return;
  if (into) trip[into] ??= where;
  else if (nested) withInner(trip, tripFrom(Object.entries(nested)));
  // Other fields with words in them still say something about the trip.
  else if (typeof raw === "string" && THREE_LETTERS.test(where) && where.length <= 60) words.push(where);
}

// {"tool": "run_job", "arguments": {"kind": "stay", ...}}: the inner fields fill what the outer left open, and a kind the
// arguments name as the desk's own ("stay", "rail", "bus") beats the tool's name around them.
const DESK_KINDS: ReadonlySet<string> = new Set<string>([...KINDS, ...KIND_KEYS]);
const namesDeskKind = (kind: string | undefined) => kind !== undefined && DESK_KINDS.has(kind.trim().toLowerCase());

function withInner(trip: Trip, inner: Trip): void {
  const kind = namesDeskKind(inner.kind) && !namesDeskKind(trip.kind) ? inner.kind : trip.kind;
  Object.assign(trip, { ...inner, ...trip });
  if (kind !== undefined) trip.kind = kind;
}

const DEPARTS = /^(?:departure|depart|dep|outbound)$/;

// "route": "BTS-STN", "sector": "Praha → Wien": both ends of the trip in one value.
const ROUTE_KEYS = new Set(["route", "routing", "sector", "segment", "leg", "itinerary", "citypair"]);
const ARROW = /->|→|⇒|>|–|—/;
const CODE_PAIR = /^([A-Za-z]{3})-([A-Za-z]{3})$/;

function readRoute(trip: Trip, v: string): boolean {
  const ends = (CODE_PAIR.exec(v)?.slice(1) ?? v.split(ARROW)).map((end) => end.trim());
  if (ends.length !== 2 || !ends.every((end) => THREE_LETTERS.test(end) && end.length <= 40 && !/\d/.test(end))) return false;
  trip.origin ??= ends[0];
  trip.destination ??= ends[1];
  return true;
}

// One end of the trip given as an object: the place and the day of that end.
function readNestedEnd(trip: Trip, field: "origin" | "destination" | "place", key: string, nested: Record<string, unknown>): void {
  const inner = tripFrom(Object.entries(nested));
  const where = inner.place ?? inner.destination ?? inner.origin;
  if (where) trip[field] ??= where;
  const when = inner.date ?? inner.checkIn;
  if (!when) return;
  if (endsTrip(key)) trip.returnDate ??= when;
  else trip.date ??= when;
}

// A booking page's line holds the place and that end's day: the day is taken, the place is what is left.
function withoutDateInside(trip: Trip, key: string, v: string): string {
  const inside = DATE_INSIDE.exec(v);
  if (!inside || inside[0].length >= v.length) return v;
  if (endsTrip(key)) trip.returnDate ??= inside[0];
  else trip.date ??= inside[0];
  return trimEndOf(withoutWeekday(v.slice(0, inside.index).trimEnd()), SEPARATORS);
}

// A date under a place-like key is the date; under "to" or "until" it ends the trip (a car hire's two days).
function dateField(field: Field | undefined, key: string): Field | undefined {
  const ends = /^(?:return|inbound|back|dropoff|end|checkout|until|till)/.test(squash(key)) || field === "destination";
  return ends ? "returnDate" : field === undefined && !/date|day|when|start/.test(squash(key)) ? undefined : "date";
}

// A three-letter value in a from/to field is a code when written in one case ("waw", "WAW"); "Vis" is a name.
function place(v: string): string {
  if (/^(?:[a-z]{3}|[A-Z]{3})$/.test(v)) return v.toUpperCase();
  // "MD", "HR": an ISO country code in a field is the country.
  return (/^[A-Z]{2}$/.test(v) && regionName(v)) || v;
}

// "2027-08-02T10:00": the day is what the desk reads.
const day = (v: string) => v.replace(/^(\d{4}-\d{2}-\d{2})T[\d:.]+Z?$/, "$1");

// The desk's kinds (docs/DESIGN.md section 5) given by name as a field's value, written as the words that name them.
const KIND_NAMES: ReadonlyMap<string, string> = new Map([
  ["stay", "accommodation"], ["rail", "train"], ["car-rental", "car rental"], ["places", "sights"], ["activities", "things to do"],
]);

/** The canonical prose of one trip. */
function prose(trip: Trip): string {
  const words: string[] = [];
  const byAge = trip.adults || trip.children || trip.infants;
  const count = trip.passengers ?? (byAge ? String(Number(trip.adults ?? 0) + Number(trip.children ?? 0) + Number(trip.infants ?? 0)) : undefined);
  // "search_hotels", "car_rental": a tool's or a field's name read as words; "kind: stay" names the desk's own kind.
  if (trip.kind) words.push(KIND_NAMES.get(trip.kind.trim().toLowerCase()) ?? trip.kind.replace(/[_.]+/g, " "));
  // "Passengers: 2 adults" keeps its words; a bare "2" is people.
  if (count) words.push(/^\d+$/.test(count) ? `${count} people` : count);
  if (trip.origin) words.push(`from ${place(trip.origin)}`);
  if (trip.destination) words.push(`to ${place(trip.destination)}`);
  else if (trip.place) words.push(`in ${place(trip.place)}`);
  if (trip.date) words.push(`on ${day(trip.date)}`);
  else if (trip.checkIn) words.push(`on ${day(trip.checkIn)}`);
  // A stay's last night, or the day a hired car goes back, is an end, not a flight back.
  const end = trip.returnDate ?? trip.checkOut;
  if (end) words.push(`${trip.returnDate && !/car|hotel/.test(trip.kind ?? "") ? "returning" : "until"} ${day(end)}`);
  // Already counted in the head-count above: "incl." keeps it from being added again.
  if (trip.infants && Number(trip.infants) > 0) words.push(count ? "(incl. an infant)" : "with an infant");
  if (trip.notes) words.push(`, ${trip.notes}`);
  if (trip.words?.length) words.push(`, ${trip.words.join(", ")}`);
  return words.join(" ");
}

// Two fields make a trip; one is enough beside a kind ({"tool": "esim_quote", "country": "MD"}).
const useful = (trip: Trip) => {
  const fields = Object.keys(trip).filter((k) => k !== "notes" && k !== "kind" && k !== "words").length;
  return fields >= 2 || (fields >= 1 && !!trip.kind);
};

const JSON_OPENING = /^(?:\{\s*["}]|\[\s*(?:["{[\]\-0-9]|true|false|null))/;

/** The JSON object or array inside the text, with where it sits. */
function jsonIn(text: string): { value: unknown; start: number; end: number } | null {
  const start = text.search(/[[{]/);
  if (start < 0) return null;
  // JSON opens an object with a key or "}", an array with a value or "]": anything else would only throw.
  if (!JSON_OPENING.test(text.slice(start, start + 40))) return null;
  const close = text[start] === "{" ? "}" : "]";
  const end = text.lastIndexOf(close);
  if (end <= start) return null;
  try {
    return { value: JSON.parse(text.slice(start, end + 1)), start, end: end + 1 };
  } catch {
    return null;
  }
}

// Read on a trimmed line: the value runs to its end.
const KEY_VALUE = /^(?:[-*•][ \t]*)?([A-Za-z][A-Za-z _-]*)[:=](.+)/;
const MAX_KEY = 25;
// A query string may stand quoted inside a command line ("curl -d 'from=Split&passengers=4'").
const QUERY_PAIR = /(?:^|[?&\s'"])([A-Za-z_]{2,24})=([^&\s'"]*)/g;

function linesTrips(text: string): { trips: Trip[]; rest: string } | null {
  const trips: Trip[] = [];
  let current: [string, string][] = [];
  // The fields the current trip has, kept as its entries are added (not read again from every key for each line).
  const fields = new Set<Field>();
  const rest: string[] = [];
  let known = 0;
  for (const line of text.split(/\r?\n/)) {
    const found = KEY_VALUE.exec(line.trim().slice(0, MAX_LINE));
    const m = found && (found[1] as string).length <= MAX_KEY ? [found[0], (found[1] as string).trimEnd(), (found[2] as string).trim()] : null;
    const field = m ? fieldOf(m[1] as string) : undefined;
    // "route: GDN -> TGD" names both ends; a nationality or a pick-up says the kind.
    const squashed = m && !field ? squash(m[1] as string) : "";
    if (m && !field && (ROUTE_KEYS.has(squashed) || hintsKind(squashed))) {
      known++;
      current.push([m[1] as string, m[2] as string]);
      continue;
    }
    if (m && field) {
      known++;
      // A YAML item ("- from: ...") or a field met twice starts the next trip.
      if ((/^\s*[-*•]\s/.test(line) && (fields.has("origin") || fields.has("destination"))) || fields.has(field)) {
        trips.push(tripFrom(current));
        current = [];
        fields.clear();
      }
      current.push([m[1] as string, m[2] as string]);
      fields.add(field);
    } else rest.push(line);
  }
  if (current.length) trips.push(tripFrom(current));
  return known >= 2 && trips.some(useful) ? { trips, rest: rest.join("\n") } : null;
}

// A search's display settings in a query string or a call: the currency prices are shown in is no money question.
const SETTINGS = new Set(["currency", "curr", "locale", "lang", "language", "market", "sort", "sortby", "limit", "page", "format"]);

// "passengers: [{"type":"ADT"}, {"type":"CHD"}]", "Passengers: Mr Jan Nowak, Mrs Ewa Nowak" on a line of their own,
// a booking's "Passenger 1: NOVAK/PETR MR" lines: as many travel as the list names, written as their count.
const LIST_LINE = /^[ \t]*([A-Za-z_]{2,24})[ \t]*:([^\n]*)$/gm;
const NUMBERED_LINE = /^[ \t]*([A-Za-z]{3,24})[ \t]*#?\d{1,2}[ \t]*:[^\n]*$/gm;
const isPassengersKey = (key: string) => fieldOf(key) === "passengers" || fieldOf(`${key}s`) === "passengers";

function listed(value: string): number {
  const items = /^\[.*\]$/s.test(value) ? parseOr(value) : null;
  if (Array.isArray(items)) return items.length > 0 && items.every(isJsonObject) ? items.length : 0;
  // Names, not a count: no figure, two or more entries.
  const names = value.split(/[,;]/).filter((name) => THREE_LETTERS.test(name));
  return !/\d/.test(value) && names.length >= 2 ? names.length : 0;
}

function countedLists(text: string): string {
  let out = text.replace(LIST_LINE, (line, key: string, value: string) => {
    const n = fieldOf(key) === "passengers" ? listed(value.trim()) : 0;
    return n > 0 ? `${key}: ${n}` : line;
  });
  const numbered = [...out.matchAll(NUMBERED_LINE)].filter((m) => isPassengersKey(m[1] as string));
  if (numbered.length === 0) return out;
  for (const m of numbered.slice(1)) out = out.replace(m[0], "");
  return out.replace((numbered[0] as RegExpMatchArray)[0], `passengers: ${numbered.length}`);
}

function queryTrip(text: string): { trip: Trip; rest: string } | null {
  const pairs: [string, string][] = [];
  let rest = text;
  for (const m of text.matchAll(QUERY_PAIR)) {
    const key = m[1] as string;
    if (!fieldOf(key) && !/^(?:nights|days|weeks)$/i.test(key) && !hintsKind(squash(key))) {
      // "&currency=EUR", "&locale=en": how the results are shown, not what is asked.
      if (SETTINGS.has(squash(key))) rest = rest.replace(m[0], " ");
      continue;
    }
    pairs.push([m[1] as string, decodeURIComponentSafe(m[2] as string)]);
    rest = rest.replace(m[0], " ");
  }
  const trip = tripFrom(pairs);
  // "tickets?venue=...": the path names what is asked for.
  trip.kind ??= /(?<![A-Za-z_])([A-Za-z_]{3,30})\?[A-Za-z_]{2,24}=/.exec(text)?.[1];
  return pairs.length >= 2 && useful(trip) ? { trip, rest } : null;
}

// "travel search --from SOF --to VIE --adults 2": a command line's options are named arguments too.
const FLAG = /(?:^|\s)--([A-Za-z][A-Za-z_-]{1,23})(?:=|[ \t]+)([^\s-][^\s]*)/g;

function flagsTrip(text: string): { trip: Trip; rest: string } | null {
  const pairs: [string, string][] = [];
  let rest = text;
  for (const m of text.matchAll(FLAG)) {
    pairs.push([m[1] as string, m[2] as string]);
    rest = rest.replace(m[0], " ");
  }
  const trip = tripFrom(pairs);
  return pairs.filter(([k]) => fieldOf(k)).length >= 2 && useful(trip) ? { trip, rest } : null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

// Named arguments of a call, a GraphQL query or an XML request. The name before them says the kind.
const CALL = /(?<![A-Za-z0-9_])([A-Za-z_]+)\s*\(([^()]*)\)/g;
const callIn = (text: string) => [...text.matchAll(CALL)].find((m) => inRange(m[1] as string, 3, 40) && inRange(m[2] as string, 6, 400));
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const THREE_LETTERS = /\p{L}{3}/u;
const inRange = (s: string, min: number, max: number) => s.length >= min && s.length <= max;
const ARGUMENT = /\b([A-Za-z_]{2,30})\s*[:=]\s*(?:"([^"]*)"|'([^']*)'|([^,\s(){}]+))/g;
const ELEMENT = /<([A-Za-z_]{2,30})>([^<>]{1,80})<\/\1>/g;

function argumentsTrip(text: string): Trip | null {
  const pairs: [string, string][] = [];
  const call = callIn(text);
  if (call) for (const m of (call[2] as string).matchAll(ARGUMENT)) pairs.push([m[1] as string, (m[2] ?? m[3] ?? m[4] ?? "").trim()]);
  for (const m of text.matchAll(ELEMENT)) pairs.push([m[1] as string, (m[2] as string).trim()]);
  // A tool's name says what is asked: one field beside it is enough ("search_esim(country=\"RS\", days=7)").
  const tool = !!call && /_|[a-z][A-Z]/.test(call[1] as string);
  if (pairs.filter(([k]) => fieldOf(k)).length < (tool ? 1 : 2)) return null;
  const trip = tripFrom(pairs);
  if (call && !trip.kind) trip.kind = call[1] as string;
  else if (!trip.kind) trip.kind = /<([A-Za-z_]{3,30})>/.exec(text)?.[1];
  return useful(trip) ? trip : null;
}

// "get_forecast {...}": the name of the tool whose arguments follow, alone before them.
const TOOL_NAME = /^[A-Za-z]+(?:_[A-Za-z]+)+/;
function toolNameAsWords(before: string): string {
  const bare = before.trim();
  const name = TOOL_NAME.exec(bare)?.[0];
  if (!name || !/^[ \t]*[:(]?$/.test(bare.slice(name.length))) return before;
  return before.replace(name, name.replace(/_/g, " "));
}

// An airline's passenger list ("1. KOWALSKI/JAN MR"): one traveller a line, the surname before the slash.
const NAME_LINE = /^(?:\d{1,3}[.)]?[ \t]+)?\p{Lu}[\p{L}' -]{0,40}\/\p{L}[\p{L}'. -]{0,40}$/u;

/** Two or more lines of such names, one after another, written as their count. */
function passengerNames(text: string): string {
  const lines = text.split("\n");
  const named = lines.map((line) => NAME_LINE.test(line.trim()));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let end = i;
    while (named[end]) end++;
    if (end - i < 2) {
      out.push(lines[i] as string);
      continue;
    }
    out.push(`${end - i} passengers`);
    i = end - 1;
  }
  return out.join("\n");
}

// A list of travellers under a heading that names them ("passengers:", "Cestující:", "Guest list – Ljubljana"): one
// person an item ("- Anna Kowalska", "1. Ivanova, Maria", "• name: Petra Horváth"), the items written as their count.
const ITEM = /^[ \t]*(?:[-*•·]|\d{1,2}[.)])[ \t]+/;
const NAME_KEY = /^[A-Za-z_]{0,12}name[ \t]*:[ \t]*/i;
const PERSON = /^\p{Lu}[\p{L}'’.,-]*(?: \p{L}[\p{L}'’.,-]*){0,4}$/u;
// A list's item on a line of its own below another: the cue namedLists is asked for.
const LIST_ITEM = /\n[ \t]*(?:[-*•·]|\d{1,2}[.)])[ \t]/;
const HEADING = /^[ \t]*(\p{L}{3,24})/u;

function personItem(line: string): boolean {
  const item = ITEM.exec(line);
  return !!item && PERSON.test(line.slice(item[0].length).replace(NAME_KEY, "").trim());
}

function namedLists(text: string): string {
  const lines = text.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    const head = HEADING.exec(lines[i] as string);
    if (!head || !isPassengersKey(head[1] as string) || personItem(lines[i] as string)) continue;
    let end = i + 1;
    while (end < lines.length && personItem(lines[end] as string)) end++;
    if (end === i + 1) continue;
    // "passengers:" alone takes the count as its value; a heading with more on its line keeps it, the count after.
    const bare = /^[ \t]*\p{L}+[ \t]*:[ \t]*$/u.test(lines[i] as string);
    const count = `${head[1] as string}: ${end - i - 1}`;
    lines.splice(i, end - i, ...(bare ? [count] : [lines[i] as string, `${end - i - 1} passengers`]));
  }
  return lines.join("\n");
}

/** The job with any structure inside it written out as canonical prose; prose is returned unchanged. */
export function readStructure(written: string): string {
  const names = LIST_ITEM.test(written) ? namedLists(written) : written;
  const given = names.includes("/") ? passengerNames(names) : names;
  if (!/[{[:=<]/.test(given) && !given.includes("--")) return given;
  // Each reader below runs only on the text its pattern needs: a list labels its lines with a colon, key/value lines
  // join with a colon or "=", a query string pairs with "=" (most jobs have none of these).
  const text = given.includes(":") ? countedLists(given) : given;
  const json = jsonIn(text);
  if (json && json.value && typeof json.value === "object") {
    // {"trips": [{...}, {...}]}: the list of trips inside one object.
    // A list under a head-count's key ("passengers": [{...}, {...}]) names travellers, not trips.
    const lists = isJsonObject(json.value) ? Object.entries(json.value).filter(([k]) => fieldOf(k) !== "passengers").map(([, v]) => v) : [];
    const inner = lists.find((v) => Array.isArray(v) && v.length > 1 && v.every(isJsonObject));
    const list = Array.isArray(json.value) ? json.value : Array.isArray(inner) ? inner : [json.value];
    const trips = list.filter(isJsonObject).map((o) => tripFrom(Object.entries(o)));
    // The structure's prose is a sentence of its own: the words around it may be in another language.
    // "get_forecast {...}": a tool's name before its arguments is read as words.
    const before = toolNameAsWords(text.slice(0, json.start));
    if (trips.some(useful)) return `${before}\n${trips.map(prose).join("; also ")}\n${text.slice(json.end)}`.trim();
  }
  const lines = /[:=]/.test(text) ? linesTrips(text) : null;
  if (lines) return `${lines.trips.map(prose).join("; also ")}\n${lines.rest}`.trim();
  const args = /[(<]/.test(text) ? argumentsTrip(text) : null;
  if (args) return prose(args);
  const query = text.includes("=") ? queryTrip(text) : null;
  if (query) return `${prose(query.trip)}\n${query.rest}`.trim();
  const flags = text.includes("--") ? flagsTrip(text) : null;
  if (flags) return `${prose(flags.trip)}\n${flags.rest}`.trim();
  return text;
}

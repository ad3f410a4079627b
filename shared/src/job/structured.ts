// Agents often pass structure instead of prose: a JSON object (or an array of trips) inside the job,
// `key: value` lines, YAML items or a query string. Each is read as what it plainly means and written
// out as the canonical prose the grammar reads; an array of trips becomes parts joined by "; also".

type Field = "origin" | "destination" | "place" | "date" | "returnDate" | "checkIn" | "checkOut" | "passengers" | "adults" | "children" | "infants" | "kind" | "notes";

const FIELD_BY_KEY: ReadonlyMap<string, Field> = new Map(
  Object.entries({
    origin: "from origin departure dep depart source orig fromcity fromairport departureairport originlocationcode fly_from flyfrom leaving fromstation departurestation originstation fromport departureport",
    destination: "to destination dest arrival arr arrive tocity toairport arrivalairport destinationlocationcode fly_to flyto going tostation arrivalstation destinationstation toport arrivalport destinationcity dropoff dropofflocation returnlocation",
    // one place the job is about: a hotel's city, a forecast's location, a car's pick-up
    place: "city location place where near address area region country hotelcity cityname locationname pickup pickuplocation pickupplace resort island",
    date: "date departuredate departdate outbound outbounddate when day departure_date depart_date start startdate pickupdate pickup_date traveldate",
    returnDate: "return returndate inbound inbounddate back end enddate return_date dropoffdate dropoff_date",
    checkIn: "checkin check_in arrivaldate checkindate",
    checkOut: "checkout check_out departuredate_hotel checkoutdate",
    passengers: "pax passengers travellers travelers people persons count groupsize group_size size seats guests party occupancy",
    adults: "adults adult",
    children: "children child kids",
    infants: "infants infant babies",
    kind: "type kind mode service product tool task intent action category vertical query q topic",
    notes: "notes note remarks comment comments",
  }).flatMap(([field, keys]) => keys.split(" ").map((k) => [k, field as Field] as const)),
);

function fieldOf(key: string): Field | undefined {
  return FIELD_BY_KEY.get(key.toLowerCase().replace(/[\s-]/g, "").replace(/_/g, "")) ?? FIELD_BY_KEY.get(key.toLowerCase());
}

type Trip = Partial<Record<Field, string>>;

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

function tripFrom(entries: Iterable<[string, unknown]>): Trip {
  const trip: Trip = {};
  for (const [key, raw] of entries) {
    const field = fieldOf(key);
    // {"passengers": {"adults": 2, "children": 1}}: the count is in the parts.
    if (field === "passengers" && raw && typeof raw === "object" && !Array.isArray(raw)) {
      Object.assign(trip, { ...tripFrom(Object.entries(raw as Record<string, unknown>)), ...trip });
      continue;
    }
    const v = value(raw);
    if (!v) continue;
    if (field) trip[field] ??= v;
    else if (raw && typeof raw === "object" && !Array.isArray(raw)) Object.assign(trip, { ...tripFrom(Object.entries(raw as Record<string, unknown>)), ...trip });
  }
  return trip;
}

// A three-letter value in a from/to field is a code when written in one case ("waw", "WAW"); "Vis" is a name.
const place = (v: string) => (/^(?:[a-z]{3}|[A-Z]{3})$/.test(v) ? v.toUpperCase() : v);

/** The canonical prose of one trip. */
function prose(trip: Trip): string {
  const words: string[] = [];
  const count = trip.passengers ?? (trip.adults || trip.children || trip.infants ? String(Number(trip.adults ?? 0) + Number(trip.children ?? 0) + Number(trip.infants ?? 0)) : undefined);
  // "search_hotels", "car_rental": a tool's or a field's name read as words.
  if (trip.kind) words.push(trip.kind.replace(/[_.]+/g, " "));
  if (count && /^\d+$/.test(count)) words.push(`${count} people`);
  if (trip.origin) words.push(`from ${place(trip.origin)}`);
  if (trip.destination) words.push(`to ${place(trip.destination)}`);
  else if (trip.place) words.push(`in ${place(trip.place)}`);
  if (trip.date) words.push(`on ${trip.date}`);
  else if (trip.checkIn) words.push(`on ${trip.checkIn}`);
  if (trip.returnDate) words.push(`returning ${trip.returnDate}`);
  // A stay's last night is an end, not a flight back.
  else if (trip.checkOut) words.push(`until ${trip.checkOut}`);
  if (trip.infants && Number(trip.infants) > 0) words.push("with an infant");
  if (trip.notes) words.push(`, ${trip.notes}`);
  return words.join(" ");
}

const useful = (trip: Trip) => Object.keys(trip).filter((k) => k !== "notes" && k !== "kind").length >= 2;

/** The JSON object or array inside the text, with where it sits. */
function jsonIn(text: string): { value: unknown; start: number; end: number } | null {
  const start = text.search(/[[{]/);
  if (start < 0) return null;
  const close = text[start] === "{" ? "}" : "]";
  const end = text.lastIndexOf(close);
  if (end <= start) return null;
  try {
    return { value: JSON.parse(text.slice(start, end + 1)), start, end: end + 1 };
  } catch {
    return null;
  }
}

const KEY_VALUE = /^\s*(?:[-*•]\s*)?([A-Za-z][A-Za-z _-]{0,24}?)\s*[:=]\s*(.+?)\s*$/;
const QUERY_PAIR = /(?:^|[?&\s])([A-Za-z_]{2,24})=([^&\s]*)/g;

function linesTrips(text: string): { trips: Trip[]; rest: string } | null {
  const trips: Trip[] = [];
  let current: [string, string][] = [];
  const rest: string[] = [];
  let known = 0;
  for (const line of text.split(/\r?\n/)) {
    const m = KEY_VALUE.exec(line);
    const field = m ? fieldOf(m[1] as string) : undefined;
    if (m && field) {
      known++;
      // A YAML item ("- from: ...") or a field met twice starts the next trip.
      if (/^\s*[-*•]\s/.test(line) && current.some(([k]) => fieldOf(k) === "origin" || fieldOf(k) === "destination")) {
        trips.push(tripFrom(current));
        current = [];
      } else if (current.some(([k]) => fieldOf(k) === field)) {
        trips.push(tripFrom(current));
        current = [];
      }
      current.push([m[1] as string, m[2] as string]);
    } else rest.push(line);
  }
  if (current.length) trips.push(tripFrom(current));
  return known >= 2 && trips.some(useful) ? { trips, rest: rest.join("\n") } : null;
}

function queryTrip(text: string): { trip: Trip; rest: string } | null {
  const pairs: [string, string][] = [];
  let rest = text;
  for (const m of text.matchAll(QUERY_PAIR)) {
    if (!fieldOf(m[1] as string)) continue;
    pairs.push([m[1] as string, decodeURIComponentSafe(m[2] as string)]);
    rest = rest.replace(m[0], " ");
  }
  const trip = tripFrom(pairs);
  return pairs.length >= 2 && useful(trip) ? { trip, rest } : null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

/** The job with any structure inside it written out as canonical prose; prose is returned unchanged. */
export function readStructure(text: string): string {
  if (!/[{[:=]/.test(text)) return text;
  const json = jsonIn(text);
  if (json && json.value && typeof json.value === "object") {
    const list = Array.isArray(json.value) ? json.value : [json.value];
    const trips = list.filter((v): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v)).map((o) => tripFrom(Object.entries(o)));
    // The structure's prose is a sentence of its own: the words around it may be in another language.
    if (trips.some(useful)) return `${text.slice(0, json.start)}\n${trips.map(prose).join("; also ")}\n${text.slice(json.end)}`.trim();
  }
  const lines = linesTrips(text);
  if (lines) return `${lines.trips.map(prose).join("; also ")}\n${lines.rest}`.trim();
  const query = queryTrip(text);
  if (query) return `${prose(query.trip)}\n${query.rest}`.trim();
  return text;
}

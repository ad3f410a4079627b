import type { ParsedJob } from "@travel/parser";
import { countries, getCountryData, type TCountryCode } from "countries-list";
import type { Listing } from "../schemas/listing.js";
import type { Call } from "../schemas/slim-listing.js";

export type HandoffValue = string | number | boolean | null | undefined;
type Value = HandoffValue;

/** The job's fields a handoff template can name ("$origin.iata", "$adults", "$dataPlan.days"). */
export function handoffFields(job: ParsedJob): Record<string, Value> {
  const party = job.party ?? (job.passengers === null ? null : { adults: job.passengers, children: 0, infants: 0 });
  const { origin, destination } = job;
  const place = destination ?? origin;
  // One object literal of a fixed shape, built for every listing a job is recommended: a place the job
  // lacks leaves its three fields undefined, as absent fields read.
  return {
    date: job.date,
    returnDate: job.returnDate,
    // The trip's shape as flight searches name it.
    trip: job.date ? (job.returnDate ? "round_trip" : "one_way") : undefined,
    passengers: job.passengers,
    adults: party?.adults,
    children: party?.children,
    infants: party?.infants,
    cabin: job.cabin,
    rooms: job.rooms,
    "dataPlan.gb": job.dataPlan?.gb,
    "dataPlan.days": job.dataPlan?.days,
    "origin.name": origin?.name,
    "origin.iata": origin?.iata,
    "origin.country": origin?.country,
    "destination.name": destination?.name,
    "destination.iata": destination?.iata,
    "destination.country": destination?.country,
    "place.name": place?.name,
    "place.iata": place?.iata,
    "place.country": place?.country,
  };
}

/** Every path a handoff template may name; the aisle refuses a template naming any other. */
export const HANDOFF_PATHS: readonly string[] = [
  "date", "returnDate", "trip", "passengers", "adults", "children", "infants", "cabin", "rooms", "dataPlan.gb", "dataPlan.days",
  ...["origin", "destination", "place"].flatMap((p) => ["name", "iata", "country"].map((k) => `${p}.${k}`)),
];

/** The formats a template may ask for, published with the aisle's data. */
export const HANDOFF_FORMATS: Readonly<Record<string, (value: string | number | boolean) => string | number | boolean>> = {
  // 2027-05-04 -> 04/05/2027
  dmy: (v) => String(v).split("-").reverse().join("/"),
  // premium -> PREMIUM_ECONOMY, business -> BUSINESS: the cabin names flight searches take in capitals
  "cabin-upper": (v) => (v === "premium" ? "PREMIUM_ECONOMY" : String(v).toUpperCase()),
  // premium -> premium_economy
  "cabin-lower": (v) => (v === "premium" ? "premium_economy" : String(v)),
  upper: (v) => String(v).toUpperCase(),
  // FR -> FRA: ISO 3166-1 alpha-3, for servers that name a country in three letters
  iso3: (v) => (String(v).toUpperCase() in countries ? getCountryData(String(v).toUpperCase() as TCountryCode).iso3 : String(v)),
};

type Fields = Readonly<Record<string, Value>>;
type Filler = (fields: Fields) => unknown;

/**
 * A handoff template as a function of the job's fields, compiled once a listing (issue 28): "$path|format"
 * reads the field (absent when null or undefined) through its format; an array or object keeps the items
 * and keys that are not absent, and is absent when none are; anything else is itself.
 */
function compileFill(template: unknown): Filler {
  if (typeof template === "string" && template.startsWith("$")) {
    const [path = "", format] = template.slice(1).split("|");
    const apply = format ? HANDOFF_FORMATS[format] : undefined;
    return (fields) => {
      const value = fields[path];
      if (value === undefined || value === null) return undefined;
      return format ? apply!(value) : value;
    };
  }
  if (Array.isArray(template)) {
    const parts = template.map(compileFill);
    return (fields) => {
      const items: unknown[] = [];
      for (const part of parts) {
        const value = part(fields);
        if (value !== undefined) items.push(value);
      }
      return items.length ? items : undefined;
    };
  }
  if (typeof template === "object" && template !== null) {
    const entries = Object.entries(template).map(([key, t]) => [key, compileFill(t)] as const);
    return (fields) => {
      let out: Record<string, unknown> | undefined;
      for (const [key, part] of entries) {
        const value = part(fields);
        if (value === undefined) continue;
        out ??= {};
        // An own property whatever the key, as Object.fromEntries makes it ("__proto__" included).
        if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
        else out[key] = value;
      }
      return out;
    };
  }
  return () => template;
}

type Schema = Record<string, unknown>;
type MissingCheck = (args: Record<string, unknown>, prefix: string) => string[];

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/$defs/")) return schema;
  return ((root.$defs as Record<string, Schema> | undefined)?.[ref.slice("#/$defs/".length)] ?? {}) as Schema;
}

/**
 * The required properties the arguments lack, nested ones as "params.departure_date": the schema's
 * reference resolved and its required names read once, a nested property's check compiled the first time
 * arguments reach it.
 */
function compileMissing(schema: Schema, root: Schema): MissingCheck {
  const object = resolve(schema, root);
  const required = Array.isArray(object.required) ? object.required.filter((r): r is string => typeof r === "string") : [];
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  const nested = new Map<string, MissingCheck>();
  return (args, prefix) => {
    const missing: string[] = [];
    for (const name of required) if (!(name in args)) missing.push(`${prefix}${name}`);
    for (const name of Object.keys(args)) {
      const value = args[name];
      const child = properties[name];
      if (!child || typeof value !== "object" || value === null || Array.isArray(value)) continue;
      let check = nested.get(name);
      if (!check) nested.set(name, (check = compileMissing(child, root)));
      missing.push(...check(value as Record<string, unknown>, `${prefix}${name}.`));
    }
    return missing;
  };
}

/**
 * The call a recommendation carries: the listing's search tool filled from the job through its recorded
 * template, or what is missing (the required arguments the job does not give, or the schema itself while
 * no source confirmed it). Undefined for a listing with no search tool to name.
 */
export function buildCall(listing: Listing, job: ParsedJob): Call | undefined {
  return compileCall(listing)(handoffFields(job));
}

/**
 * buildCall for one listing, compiled once (its tool found, its template and the tool's required arguments
 * read): the catalogue compiles a listing's the first time a job is recommended it, and a job's recommendations
 * read its fields once.
 */
export function compileCall(listing: Listing): (fields: Fields) => Call | undefined {
  const handoff = listing.handoff;
  if (!handoff) return () => undefined;
  const tool = listing.tools.find((t) => t.name === handoff.tool);
  const inputSchema = tool?.inputSchema;
  if (!tool || !inputSchema || !handoff.arguments) return () => ({ tool: handoff.tool, missing: ["inputSchema"], schemaSource: null });
  const fill = compileFill(handoff.arguments);
  const missingOf = compileMissing(inputSchema, inputSchema);
  const schemaSource = tool.schemaSource ?? null;
  return (fields) => {
    const args = (fill(fields) ?? {}) as Record<string, unknown>;
    const missing = missingOf(args, "");
    return missing.length ? { tool: tool.name, missing, schemaSource } : { tool: tool.name, arguments: args, schemaSource };
  };
}

/** What is wrong with a listing's handoff, as aisle.json errors: an unknown tool, an unsafe one, or a template naming an unknown field or format. */
export function handoffProblems(listing: Pick<Listing, "handoff" | "tools">): string[] {
  const handoff = listing.handoff;
  if (!handoff) return [];
  const tool = listing.tools.find((t) => t.name === handoff.tool);
  if (!tool) return [`handoff names "${handoff.tool}", which is not one of its tools`];
  const problems: string[] = [];
  if (tool.sideEffect !== "search" && tool.sideEffect !== "quote") problems.push(`handoff names "${tool.name}", which ${tool.sideEffect}: only search and quote tools are ever called`);
  if (handoff.arguments && !tool.inputSchema) problems.push("handoff arguments without the tool's recorded inputSchema");
  const walk = (t: unknown): void => {
    if (typeof t === "string" && t.startsWith("$")) {
      const [path = "", format] = t.slice(1).split("|");
      if (!HANDOFF_PATHS.includes(path)) problems.push(`handoff names the unknown job field "${path}"`);
      if (format !== undefined && !(format in HANDOFF_FORMATS)) problems.push(`handoff names the unknown format "${format}"`);
    } else if (typeof t === "object" && t !== null) for (const v of Object.values(t)) walk(v);
  };
  walk(handoff.arguments);
  return problems;
}

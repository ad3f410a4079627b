import type { ParsedJob, Place } from "@travel/parser";
import { countries, getCountryData, type TCountryCode } from "countries-list";
import type { Listing } from "../schemas/listing.js";
import type { Call } from "../schemas/slim-listing.js";

export type HandoffValue = string | number | boolean | null | undefined;
type Value = HandoffValue;

const placeFields = (place: Place | null): Record<string, Value> =>
  place ? { name: place.name, iata: place.iata, country: place.country } : {};

/** The job's fields a handoff template can name ("$origin.iata", "$adults", "$dataPlan.days"). */
export function handoffFields(job: ParsedJob): Record<string, Value> {
  const party = job.party ?? (job.passengers === null ? null : { adults: job.passengers, children: 0, infants: 0 });
  const fields: Record<string, Value> = {
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
  };
  for (const [prefix, place] of [["origin", job.origin], ["destination", job.destination], ["place", job.destination ?? job.origin]] as const) {
    for (const [key, value] of Object.entries(placeFields(place))) fields[`${prefix}.${key}`] = value;
  }
  return fields;
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

function fill(template: unknown, fields: Readonly<Record<string, Value>>): unknown {
  if (typeof template === "string" && template.startsWith("$")) {
    const [path = "", format] = template.slice(1).split("|");
    const value = fields[path];
    if (value === undefined || value === null) return undefined;
    return format ? HANDOFF_FORMATS[format]!(value) : value;
  }
  if (Array.isArray(template)) {
    const items = template.map((t) => fill(t, fields)).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof template === "object" && template !== null) {
    const entries = Object.entries(template).map(([k, t]) => [k, fill(t, fields)] as const).filter(([, v]) => v !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return template;
}

type Schema = Record<string, unknown>;

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/$defs/")) return schema;
  return ((root.$defs as Record<string, Schema> | undefined)?.[ref.slice("#/$defs/".length)] ?? {}) as Schema;
}

/** The required properties the arguments lack, nested ones as "params.departure_date". */
function missingRequired(schema: Schema, args: Record<string, unknown>, root: Schema, prefix = ""): string[] {
  const object = resolve(schema, root);
  const required = Array.isArray(object.required) ? object.required.filter((r): r is string => typeof r === "string") : [];
  const missing = required.filter((name) => !(name in args)).map((name) => `${prefix}${name}`);
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  for (const [name, value] of Object.entries(args)) {
    const child = properties[name];
    if (child && typeof value === "object" && value !== null && !Array.isArray(value)) missing.push(...missingRequired(child, value as Record<string, unknown>, root, `${prefix}${name}.`));
  }
  return missing;
}

/**
 * The call a recommendation carries: the listing's search tool filled from the job through its recorded
 * template, or what is missing (the required arguments the job does not give, or the schema itself while
 * no source confirmed it). Undefined for a listing with no search tool to name.
 */
export function buildCall(listing: Listing, job: ParsedJob): Call | undefined {
  return buildCallFrom(listing, handoffFields(job));
}

/** buildCall with the job's handoff fields read already: one job's recommendations read them once, not once a listing. */
export function buildCallFrom(listing: Listing, fields: Readonly<Record<string, Value>>): Call | undefined {
  const handoff = listing.handoff;
  if (!handoff) return undefined;
  const tool = listing.tools.find((t) => t.name === handoff.tool);
  if (!tool?.inputSchema || !handoff.arguments) return { tool: handoff.tool, missing: ["inputSchema"], schemaSource: null };
  const args = (fill(handoff.arguments, fields) ?? {}) as Record<string, unknown>;
  const missing = missingRequired(tool.inputSchema, args, tool.inputSchema);
  const schemaSource = tool.schemaSource ?? null;
  return missing.length ? { tool: tool.name, missing, schemaSource } : { tool: tool.name, arguments: args, schemaSource };
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

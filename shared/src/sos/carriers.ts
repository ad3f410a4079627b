/** Where an airline holds its operating licence, as far as EC261 and UK261 care. */
export type CarrierRegime = "eu" | "uk" | "other";

/** An airline by IATA designator. */
export interface Carrier {
  code: string;
  name: string;
  /** ISO-2 of the licensing state; SAS is listed under SE. */
  country: string;
  regime: CarrierRegime;
  /** Other names passengers use; matched case-insensitively unless all capitals (LOT, SAS, TAP). */
  aliases?: string[];
}

// A small, documented table, not a registry. EC261 Art. 2(c) asks for the *operating* carrier's
// licence: a designator is a good first answer but not proof (codeshares, wet leases, group
// airlines licensed in several states). Airlines absent here are reported as unknown, never as
// non-EU. Checked against the carriers' own sites as of 2025; designators change, so verify.
const EU: [string, string, string, string[]?][] = [
  ["A3", "Aegean Airlines", "GR", ["Aegean"]], ["OA", "Olympic Air", "GR"], ["GQ", "Sky Express", "GR"],
  ["AF", "Air France", "FR"], ["TO", "Transavia France", "FR"], ["SS", "Corsair", "FR"], ["TX", "Air Caraïbes", "FR"],
  ["BF", "French bee", "FR"], ["XK", "Air Corsica", "FR"], ["AZ", "ITA Airways", "IT", ["Alitalia"]], ["EN", "Air Dolomiti", "IT"],
  ["NO", "Neos", "IT"], ["V7", "Volotea", "ES"], ["IB", "Iberia", "ES"], ["I2", "Iberia Express", "ES"], ["VY", "Vueling", "ES"],
  ["UX", "Air Europa", "ES"], ["YW", "Air Nostrum", "ES"], ["NT", "Binter Canarias", "ES", ["Binter"]], ["TP", "TAP Air Portugal", "PT", ["TAP"]],
  ["S4", "Azores Airlines", "PT", ["SATA"]], ["EI", "Aer Lingus", "IE"], ["FR", "Ryanair", "IE"], ["AL", "Malta Air", "MT"],
  ["KM", "KM Malta Airlines", "MT", ["Air Malta"]], ["LW", "Lauda Europe", "MT", ["Lauda"]], ["W4", "Wizz Air Malta", "MT"],
  ["W6", "Wizz Air", "HU", ["Wizz", "Wizzair"]], ["RR", "Buzz", "PL"], ["LO", "LOT Polish Airlines", "PL", ["LOT"]], ["E4", "Enter Air", "PL"],
  ["OK", "Czech Airlines", "CZ", ["CSA"]], ["QS", "Smartwings", "CZ"], ["RO", "TAROM", "RO"], ["FB", "Bulgaria Air", "BG"],
  ["OU", "Croatia Airlines", "HR"], ["BT", "airBaltic", "LV", ["Air Baltic"]], ["AY", "Finnair", "FI"], ["SK", "SAS Scandinavian Airlines", "SE", ["SAS"]],
  ["DY", "Norwegian Air Shuttle", "NO", ["Norwegian"]], ["D8", "Norwegian Air Sweden", "SE"], ["WF", "Widerøe", "NO"], ["FI", "Icelandair", "IS"],
  ["LX", "Swiss International Air Lines", "CH", ["SWISS"]], ["WK", "Edelweiss Air", "CH", ["Edelweiss"]], ["2L", "Helvetic Airways", "CH"],
  ["DS", "easyJet Switzerland", "CH"], ["EC", "easyJet Europe", "AT"], ["OS", "Austrian Airlines", "AT", ["Austrian"]],
  ["LH", "Lufthansa", "DE"], ["EW", "Eurowings", "DE"], ["DE", "Condor", "DE"], ["X3", "TUIfly", "DE"], ["4Y", "Discover Airlines", "DE"],
  ["CL", "Lufthansa CityLine", "DE"], ["SN", "Brussels Airlines", "BE"], ["TB", "TUI fly Belgium", "BE"], ["KL", "KLM", "NL"],
  ["HV", "Transavia", "NL"], ["OR", "TUI fly Netherlands", "NL"], ["LG", "Luxair", "LU"], ["CY", "Cyprus Airways", "CY"],
  ["6B", "TUI fly Nordic", "SE"], ["TF", "Braathens Regional Airlines", "SE", ["BRA"]], ["DX", "DAT Danish Air Transport", "DK"],
];

// UK-licensed airlines: covered by UK261; by EC261 only when departing the EU/EEA/CH.
const UK: [string, string, string, string[]?][] = [
  ["BA", "British Airways", "GB"], ["VS", "Virgin Atlantic", "GB", ["Virgin"]], ["U2", "easyJet UK", "GB"],
  ["LS", "Jet2", "GB", ["Jet2.com"]], ["BY", "TUI Airways", "GB"], ["LM", "Loganair", "GB"], ["W9", "Wizz Air UK", "GB"],
  ["RK", "Ryanair UK", "GB"], ["T3", "Eastern Airways", "GB"], ["CJ", "BA CityFlyer", "GB"],
];

// Well-known airlines licensed outside the EU/EEA/CH and the UK.
const OTHER: [string, string, string, string[]?][] = [
  ["TK", "Turkish Airlines", "TR"], ["PC", "Pegasus Airlines", "TR", ["Pegasus"]], ["XQ", "SunExpress", "TR"], ["EK", "Emirates", "AE"],
  ["QR", "Qatar Airways", "QA"], ["EY", "Etihad Airways", "AE", ["Etihad"]], ["FZ", "flydubai", "AE"], ["G9", "Air Arabia", "AE"],
  ["SV", "Saudia", "SA"], ["AA", "American Airlines", "US"], ["UA", "United Airlines", "US"], ["DL", "Delta Air Lines", "US", ["Delta"]],
  ["B6", "JetBlue", "US"], ["AC", "Air Canada", "CA"], ["WS", "WestJet", "CA"], ["SU", "Aeroflot", "RU"], ["JU", "Air Serbia", "RS"],
  ["PS", "Ukraine International Airlines", "UA"], ["ET", "Ethiopian Airlines", "ET"], ["MS", "EgyptAir", "EG"],
  ["AT", "Royal Air Maroc", "MA"], ["TU", "Tunisair", "TN"], ["AH", "Air Algérie", "DZ"], ["LY", "El Al", "IL"],
  ["RJ", "Royal Jordanian", "JO"], ["SQ", "Singapore Airlines", "SG"], ["CX", "Cathay Pacific", "HK"], ["NH", "All Nippon Airways", "JP", ["ANA"]],
  ["JL", "Japan Airlines", "JP"], ["QF", "Qantas", "AU"], ["AI", "Air India", "IN"], ["CA", "Air China", "CN"], ["MU", "China Eastern", "CN"],
  ["CZ", "China Southern", "CN"], ["KE", "Korean Air", "KR"], ["TG", "Thai Airways", "TH"], ["LA", "LATAM Airlines", "CL", ["LATAM"]],
  ["AV", "Avianca", "CO"], ["CM", "Copa Airlines", "PA"], ["AM", "Aeroméxico", "MX"], ["KC", "Air Astana", "KZ"],
  ["J2", "Azerbaijan Airlines", "AZ", ["AZAL"]], ["A9", "Georgian Airways", "GE"], ["HY", "Uzbekistan Airways", "UZ"],
  ["KQ", "Kenya Airways", "KE"], ["SA", "South African Airways", "ZA"], ["WY", "Oman Air", "OM"], ["GF", "Gulf Air", "BH"],
];

const build = (rows: [string, string, string, string[]?][], regime: CarrierRegime): Carrier[] =>
  rows.map(([code, name, country, aliases]) => ({ code, name, country, regime, ...(aliases ? { aliases } : {}) }));

/** Every carrier the advisor knows, EU/EEA/CH first. */
export const CARRIERS: readonly Carrier[] = [...build(EU, "eu"), ...build(UK, "uk"), ...build(OTHER, "other")];

const byCode = new Map(CARRIERS.map((c) => [c.code, c]));

/** The carrier with this IATA designator ("LH") or name ("Lufthansa"), else null. */
export function findCarrier(query: string): Carrier | null {
  const trimmed = query.trim();
  const code = byCode.get(trimmed.toUpperCase());
  if (code && /^[A-Z0-9]{2}$/i.test(trimmed)) return code;
  const lower = trimmed.toLowerCase();
  return CARRIERS.find((c) => c.name.toLowerCase() === lower || c.aliases?.some((a) => a.toLowerCase() === lower)) ?? null;
}

// Longest names first, so "Wizz Air UK" is not read as "Wizz Air". A name's pattern is compiled the first time a
// text holds the name: compiling all of them (case-insensitive \p{L} classes) cost ~18 ms of every start (issue 28).
const namePatterns = CARRIERS.flatMap((carrier) => [carrier.name, ...(carrier.aliases ?? [])].map((name) => ({ carrier, name })))
  .sort((a, b) => b.name.length - a.name.length)
  .map(({ carrier, name }): { carrier: Carrier; name: string; lower: string; pattern?: RegExp } => ({ carrier, name, lower: name.toLowerCase() }));

function namePattern(name: string): RegExp {
  // "LOT", "SAS", "TAP" are ordinary words in lower case ("a lot"), so capitals must match.
  const flags = name === name.toUpperCase() && /[A-Z]/.test(name) ? "u" : "iu";
  return new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, flags);
}

/** The carrier a text names ("flew Lufthansa", "our LOT flight"), else null. */
export function findCarrierInText(text: string): Carrier | null {
  // A plain substring test first: most texts name no carrier, and a hundred regexes per job add up.
  const lower = text.toLowerCase();
  return namePatterns.find((entry) => lower.includes(entry.lower) && (entry.pattern ??= namePattern(entry.name)).test(text))?.carrier ?? null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

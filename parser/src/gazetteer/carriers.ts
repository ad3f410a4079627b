// Airlines by IATA designator, name, licensing state and other names passengers use: the advice desk's EU261 scope
// (shared/src/sos/carriers.ts) reads their regimes, and the party's reading (dimensions/travellers) tells a carrier
// named after "with" from a companion. Here, in the parser, because the shared package builds on it, not the reverse.

/** [designator, name, licensing state (ISO-2), other names]. */
export type CarrierRow = readonly [code: string, name: string, country: string, aliases?: readonly string[]];

// A small, documented table, not a registry. EC261 Art. 2(c) asks for the *operating* carrier's
// licence: a designator is a good first answer but not proof (codeshares, wet leases, group
// airlines licensed in several states). Airlines absent here are reported as unknown, never as
// non-EU. Checked against the carriers' own sites as of 2025; designators change, so verify.
export const EU_CARRIERS: readonly CarrierRow[] = [
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
export const UK_CARRIERS: readonly CarrierRow[] = [
  ["BA", "British Airways", "GB"], ["VS", "Virgin Atlantic", "GB", ["Virgin"]], ["U2", "easyJet UK", "GB"],
  ["LS", "Jet2", "GB", ["Jet2.com"]], ["BY", "TUI Airways", "GB"], ["LM", "Loganair", "GB"], ["W9", "Wizz Air UK", "GB"],
  ["RK", "Ryanair UK", "GB"], ["T3", "Eastern Airways", "GB"], ["CJ", "BA CityFlyer", "GB"],
];

// Well-known airlines licensed outside the EU/EEA/CH and the UK.
export const OTHER_CARRIERS: readonly CarrierRow[] = [
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

// Every name and other name of a carrier of one word, in lower case ("ryanair", "lufthansa", "wizzair").
let oneWordNames: ReadonlySet<string> | null = null;

/** Whether a word, or the base form a case ending was cut from ("Lufthansou": "lufthansa"), is a carrier's one-word name. */
export function isCarrierName(word: string): boolean {
  oneWordNames ??= new Set(
    [...EU_CARRIERS, ...UK_CARRIERS, ...OTHER_CARRIERS]
      .flatMap(([, name, , aliases]) => [name, ...(aliases ?? [])])
      .filter((name) => !name.includes(" ") && name.length >= 4)
      .map((name) => name.toLowerCase()),
  );
  return oneWordNames.has(word.toLowerCase());
}

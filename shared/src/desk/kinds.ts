import type { Category } from "../schemas/listing.js";
import type { Kind } from "@travel/parser";

/**
 * The aisle category that serves each kind of job (docs/DESIGN.md section 6, rule 6); null where the aisle
 * holds no server of that kind, so nothing unrelated is ever recommended in its place.
 */
export const KIND_CATEGORY: Readonly<Record<Kind, Category | null>> = {
  flights: "flights-search",
  rail: "rail",
  ferry: "rail",
  stay: "hotels",
  "car-rental": null,
  visa: "visas",
  weather: "weather",
  currency: "currency",
  places: "maps",
  insurance: null,
  activities: null,
  esim: "esim",
  disruption: "disruption",
  unknown: null,
};

/** Words for a kind in a sentence ("car hire", "a visa question"). */
export const KIND_WORDS: Readonly<Record<Kind, string>> = {
  flights: "flights",
  rail: "trains and buses",
  ferry: "ferries",
  stay: "a stay (hotels, apartments, hostels, campsites)",
  "car-rental": "car hire",
  visa: "visas and entry rules",
  weather: "the weather",
  currency: "currency conversion",
  places: "places, maps and directions",
  insurance: "travel insurance",
  activities: "activities (tours and tickets)",
  esim: "mobile data (eSIM)",
  disruption: "a disrupted trip",
  unknown: "nothing the desk can tell yet",
};

import type { ParsedJob, Place } from "@travel/parser";

/** "Warsaw (WAW, PL)", or "Croatia (HR)" for a country. */
export function placeLabel(place: Place): string {
  return place.iata ? `${place.name} (${place.iata}, ${place.country})` : `${place.name} (${place.country})`;
}

/** "2 travellers", "1 traveller", or "" when the job does not say. */
export function partyLabel(passengers: number | null): string {
  if (passengers === null) return "";
  return passengers === 1 ? "1 traveller" : `${passengers} travellers`;
}

/** "from Warsaw (WAW, PL) to Prague (PRG, CZ)", "to Croatia (HR)", or "". */
export function routeLabel(job: ParsedJob): string {
  const { origin, destination } = job;
  if (origin && destination) return `from ${placeLabel(origin)} to ${placeLabel(destination)}`;
  if (destination) return `to ${placeLabel(destination)}`;
  if (origin) return `from ${placeLabel(origin)}`;
  return "";
}

/** "on 2027-05-04, back on 2027-05-09", or "" without a date. */
export function dateLabel(job: ParsedJob): string {
  if (!job.date) return "";
  return job.returnDate ? `on ${job.date}, back on ${job.returnDate}` : `on ${job.date}`;
}

/** The trip in one phrase: party, route and dates, whatever the job gave. */
export function tripLabel(job: ParsedJob): string {
  const text = [partyLabel(job.passengers), routeLabel(job), dateLabel(job)].filter(Boolean).join(" ");
  return text || "no details given";
}

/** Joins names as "A, B and C". */
export function listLabel(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

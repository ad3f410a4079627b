import type { JobAnalysis } from "../job/parse-job.js";
import { placeIndex } from "../job/place-index.js";
import { KIND_WORDS } from "../routing/kinds.js";
import type { Category } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { aisleListings } from "./aisle.js";
import type { DeskDeps } from "./deps.js";
import { listLabel, placeLabel, tripLabel } from "./describe.js";
import type { RouteFields } from "./compose-base.js";
import { ambiguityQuestions } from "./compose-advice.js";

function names(listings: readonly SlimListing[]): string {
  return listLabel(listings.map((l) => l.name));
}

function iso3(country: string): string | undefined {
  return placeIndex().alpha3.get(country);
}

function countryHint(countries: readonly string[]): string {
  const pairs = countries.map((c) => (iso3(c) ? `"${c}" (ISO-2) or "${iso3(c)}" (ISO-3)` : `"${c}" (ISO-2)`));
  return `Countries: pass ${listLabel(pairs)}, whichever the tool's schema names; do not mix the two.`;
}

/** Rule 6: any other trip with a place gets ranked servers from the aisle (its kind's category) plus argument hints. */
export function composeSearch(job: JobAnalysis, deps: DeskDeps, category: Category | null): RouteFields {
  const recommendations = aisleListings(job, "search", category, deps.catalogue);
  const what = KIND_WORDS[job.kind];
  // Only the kind's own category: a car-hire job never gets flight servers in its place.
  const found = recommendations.length
    ? `The aisle's ${category} servers for ${what}, best first, are in recommendations: ${names(recommendations)}; call their search tools with the argument hints in nextSteps.`
    : category
      ? `The aisle has no ${category} server to recommend right now; the catalogue at ${deps.config.baseUrl}/mcp may list one later.`
      : `This job asks for ${what} (kind "${job.kind}"), and the aisle has no server of that kind yet, so nothing is recommended in its place; the catalogue at ${deps.config.baseUrl}/mcp may list one later.`;
  const codes = [job.origin, job.destination].filter((p) => p?.iata).map((p) => `["${p?.iata}"]`);
  const countries = [...new Set([job.origin?.country, job.destination?.country].filter((c): c is string => !!c))];
  const steps = [
    recommendations.length
      ? `Pick a server from recommendations (category ${category}) and call only its search tools (${listLabel([...new Set(recommendations.flatMap((r) => r.safeTools))].slice(0, 4)) || "see its listing"}).`
      : `Call recommend_for_job on the catalogue at ${deps.config.baseUrl}/mcp later to find a server for ${what}; until then the user needs a provider outside the aisle.`,
    codes.length
      ? `IATA codes: origin and destination as arrays when the schema wants arrays, e.g. ${codes.join(" and ")}.`
      : "IATA codes: ask the user for the cities, then pass their IATA codes as arrays when the schema wants arrays.",
    ...(countries.length ? [countryHint(countries)] : []),
    job.date
      ? `Dates: ${job.date}${job.returnDate ? ` to ${job.returnDate}` : ""} in the shape the schema wants, e.g. nested {"departure": {"date": "${job.date}"}} or dd/mm/yyyy.`
      : "Dates: the job gives none; ask the user, then pass the date in the shape the schema wants (often nested).",
    job.passengers === null
      ? "Passengers: the job does not say how many; ask the user."
      : `Passengers: ${job.passengers}, split into adults, children and infants if the tool asks.`,
  ];
  steps.push(...ambiguityQuestions(job).map((q) => `Ask the user: ${q}`));
  return {
    summary: `Search for ${what}: ${tripLabel(job)}. This is not a job for the desk's own suppliers (they cover groups of 10 or more, and 2 travellers within central and eastern Europe). ${found} Nothing has been booked.`,
    recommendations,
    nextSteps: steps,
  };
}

/** Rule 3: mobile data while travelling, and nothing else: eSIM servers from the aisle. */
export function composeEsim(job: JobAnalysis, deps: DeskDeps, category: Category | null): RouteFields {
  const where = job.destination ?? job.origin;
  const recommendations = aisleListings(job, "esim", category, deps.catalogue);
  const place = where ? `for ${placeLabel(where)}` : "(the job names no country)";
  const found = recommendations.length
    ? `The aisle's eSIM servers, best first, are in recommendations: ${names(recommendations)}.`
    : `The aisle has no eSIM server to recommend right now; the catalogue at ${deps.config.baseUrl}/mcp may list one later.`;
  return {
    summary: `Mobile data: an eSIM ${place}. ${found} Show the user plans and prices only; nothing has been bought.`,
    recommendations,
    nextSteps: [
      where ? countryHint([where.country]) : "Ask the user which country or countries they need data in.",
      "Call only tools that list or search plans; skip any tool that buys or checks out (book|pay|checkout|ticket|email_offer).",
      "If the user wants a plan, they buy it on the provider's own page.",
    ],
  };
}

import { placeIndex, regionName, type JobAnalysis } from "@travel/parser";
import { KIND_WORDS } from "./kinds.js";
import type { Category } from "../schemas/listing.js";
import type { SlimListing } from "../schemas/slim-listing.js";
import { aisleListings } from "./recommendations.js";
import type { DeskDeps } from "./deps.js";
import { listLabel, placeLabel, tripLabel } from "./describe.js";
import type { RouteFields } from "./compose-base.js";
import { ambiguityQuestions } from "./compose-advice.js";

function iso3(country: string): string | undefined {
  return placeIndex().alpha3.get(country);
}

function countryHint(countries: readonly string[]): string {
  const pairs = countries.map((c) => (iso3(c) ? `"${c}" (ISO-2) or "${iso3(c)}" (ISO-3)` : `"${c}" (ISO-2)`));
  return `Countries: pass ${listLabel(pairs)}, whichever the tool's schema names; do not mix the two.`;
}

function countriesOf(job: JobAnalysis): string[] {
  return [...new Set([job.origin?.country, job.destination?.country].filter((c): c is string => !!c))];
}

/** What the first recommendation's call needs, in a sentence; "" when it is ready to make. */
function firstCall(best: SlimListing): { sentence: string; step: string } {
  const call = best.call;
  if (!call) return { sentence: `${best.name} is the best match; its listing names no search tool yet.`, step: `Look up ${best.name}'s tools before calling it; call only its safe tools (${listLabel(best.safeTools.slice(0, 4)) || "none listed"}).` };
  if (call.arguments) {
    return {
      sentence: `${best.name} is the best match, and recommendations[0].call holds its ${call.tool} call with this job's arguments, ready to make.`,
      step: `Call ${call.tool} on ${best.name} with recommendations[0].call.arguments exactly as given.`,
    };
  }
  if (call.missing?.includes("inputSchema")) {
    return {
      sentence: `${best.name} is the best match; call its ${call.tool} tool after reading the tool's schema from the server, since no source confirmed it yet.`,
      step: `List ${best.name}'s tools, then call ${call.tool} with the job's details in the shape its schema asks for.`,
    };
  }
  const missing = listLabel(call.missing ?? []);
  return {
    sentence: `${best.name} is the best match; its ${call.tool} call still needs ${missing}, which the job does not give.`,
    step: `Ask the user for what ${call.tool} on ${best.name} still needs (${missing}), then call it with recommendations[0].call and those added.`,
  };
}

/** Argument hints, only for recommendations whose call the desk could not build: the agent maps the job itself. */
function mappingHints(job: JobAnalysis): string[] {
  const hints: string[] = [];
  if (job.kind === "flights") {
    const codes = [job.origin, job.destination].filter((p) => p?.iata).map((p) => `["${p?.iata}"]`);
    hints.push(codes.length ? `IATA codes: origin and destination as arrays when the schema wants arrays, e.g. ${codes.join(" and ")}.` : "IATA codes: ask the user for the cities, then pass their IATA codes.");
  }
  const countries = countriesOf(job);
  if (countries.length) hints.push(countryHint(countries));
  if (job.date) hints.push(`Dates: ${job.date}${job.returnDate ? ` to ${job.returnDate}` : ""} in the shape the schema wants, e.g. nested {"departure": {"date": "${job.date}"}} or dd/mm/yyyy.`);
  if (job.party) hints.push(`Travellers: ${job.party.adults} adults, ${job.party.children} children, ${job.party.infants} infants.`);
  return hints;
}

/** What the user still has to say, as steps. */
function questions(job: JobAnalysis): string[] {
  const steps: string[] = [];
  if (!job.date) steps.push("Ask the user for the date; the job gives none.");
  if (job.passengers === null && job.kind !== "esim") steps.push("Ask the user how many people travel, counting children and infants.");
  steps.push(...ambiguityQuestions(job).map((q) => `Ask the user: ${q}`));
  return steps;
}

/** Rule 6: a trip with a place or a clear kind gets the servers of its kind that cover its places, each with the call to make. */
export function composeSearch(job: JobAnalysis, deps: DeskDeps, category: Category | null): RouteFields {
  const recommendations = aisleListings(job, "search", category, deps.catalogue);
  const what = KIND_WORDS[job.kind];
  const countries = countriesOf(job);
  const where = countries.length ? ` that covers ${listLabel(countries.map((c) => regionName(c) ?? c))}` : "";
  const later = `the catalogue at ${deps.config.baseUrl}/mcp may list one later`;
  const best = recommendations[0];
  if (!best) {
    const none = category
      ? `The aisle has no ${category} server to recommend${where} yet, so nothing is recommended; ${later}.`
      : `This job asks for ${what}, and the aisle has no server of that kind yet, so nothing is recommended in its place; ${later}.`;
    return {
      summary: `Search for ${what}: ${tripLabel(job)}. ${none} Nothing has been booked.`,
      recommendations,
      nextSteps: [`Tell the user the desk knows no server for this yet; they need a provider outside the aisle.`, ...questions(job)],
    };
  }
  const { sentence, step } = firstCall(best);
  const unbuilt = recommendations.some((r) => !r.call?.arguments);
  return {
    summary: `Search for ${what}: ${tripLabel(job)}. ${sentence} Nothing has been booked.`,
    recommendations,
    nextSteps: [
      step,
      ...questions(job),
      "Call only search and quote tools; the user books on the provider's own site.",
      ...(unbuilt ? mappingHints(job) : []),
    ],
  };
}

function planLabel(job: JobAnalysis): string {
  const plan = job.dataPlan;
  if (!plan) return "";
  const amount = plan.unlimited ? "unlimited data" : plan.gb !== null ? `${plan.gb} GB` : "";
  const days = plan.days !== null ? `${plan.days} days` : "";
  return [amount, days].filter(Boolean).join(" for ");
}

/** Rule 3: mobile data while travelling, and nothing else: eSIM servers that cover the country, each with the call to make. */
export function composeEsim(job: JobAnalysis, deps: DeskDeps, category: Category | null): RouteFields {
  const where = job.destination ?? job.origin;
  const recommendations = aisleListings(job, "esim", category, deps.catalogue);
  const plan = planLabel(job);
  const what = `an eSIM ${where ? `for ${placeLabel(where)}` : "(the job names no country)"}${plan ? `, ${plan}` : ""}`;
  const best = recommendations[0];
  const found = best ? firstCall(best).sentence : `The aisle has no eSIM server to recommend${where ? ` for ${where.name}` : ""} yet; the catalogue at ${deps.config.baseUrl}/mcp may list one later.`;
  return {
    summary: `Mobile data: ${what}. ${found} Show the user plans and prices only; nothing has been bought.`,
    recommendations,
    nextSteps: [
      ...(best ? [firstCall(best).step] : []),
      where ? countryHint([where.country]) : "Ask the user which country or countries they need data in.",
      ...(plan ? [`Pick plans with ${plan}, or the nearest above it.`] : []),
      "Call only tools that list or search plans; never one that buys, tops up or checks out.",
      "If the user wants a plan, they buy it on the provider's own page.",
    ],
  };
}

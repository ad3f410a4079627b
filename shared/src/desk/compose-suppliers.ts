import type { JobAnalysis } from "@travel/parser";
import { GROUP_MIN_PASSENGERS } from "./route-job.js";
import type { SupplierReport } from "../schemas/desk-result.js";
import type { InstallLine } from "../schemas/install.js";
import { displayUrl } from "../schemas/display-url.js";
import type { DeskDeps } from "./deps.js";
import { placeLabel, tripLabel } from "./describe.js";
import type { RouteFields } from "./compose-base.js";

const CLAIMS_AN_ANSWER = /supplier (?:responded|returned|found|answered)/i;

// A port that throws is a bug in the desk, not news about the supplier: the user still gets an honest
// DOWN, without the exception's text (which may name internals); deps.onError, when given, records it.
async function reportOrDown(call: () => Promise<SupplierReport>, down: Omit<SupplierReport, "status" | "reason" | "checkedAt">, deps: DeskDeps): Promise<SupplierReport> {
  try {
    return await call();
  } catch (error) {
    deps.onError?.(error instanceof Error ? error : new Error(String(error)));
    return { ...down, status: "DOWN", reason: "the desk could not check it: an internal error occurred (logged)", checkedAt: deps.now().toISOString() };
  }
}

/** Rule 5: two travellers within central and eastern Europe go to the owned regional supplier. */
export async function composeRegional(job: JobAnalysis, deps: DeskDeps): Promise<RouteFields> {
  const trip = `Regional trip: ${tripLabel(job)}.`;
  const origin = job.origin?.iata;
  const destination = job.destination?.iata;
  if (!origin || !destination) {
    const vague = [job.origin, job.destination].filter((p) => p && !p.iata).map((p) => placeLabel(p as NonNullable<typeof p>));
    return {
      summary: `${trip} ${vague.join(" and ")} names no city or airport, so the desk did not ask its regional supplier yet. Nothing has been booked or paid.`,
      nextSteps: ["Ask the user which city or airport they mean, then send the job again.", ...searchFallback(job, deps)],
    };
  }
  const supplier = await reportOrDown(
    () => deps.regional.search({ origin, destination, date: job.date, passengers: 2 }),
    { role: "regional", name: "regional-supplier", url: shown(deps.config.regionalSupplier.url) },
    deps,
  );
  const noDate = job.date ? "" : " The job gives no date; ask the user for one.";
  if (supplier.status === "live") {
    return {
      summary: `${trip} The desk's regional supplier ${supplier.name} is live, and its options for this trip are in supplier.data, untouched; show them to the user.${noDate} Nothing has been booked or paid.`,
      supplier,
      nextSteps: [
        "Show the user the options in supplier.data; the desk has not booked, paid or held anything.",
        "If the user wants one, they book it through the supplier's own flow; never call a tool whose name matches book|pay|checkout|ticket|email_offer for them.",
      ],
    };
  }
  const when = supplier.cached ? ` (status from the check at ${supplier.checkedAt})` : "";
  // The summary must never read as if the supplier answered; a reason worded that way stays in supplier.reason.
  const reason = supplier.reason && !CLAIMS_AN_ANSWER.test(supplier.reason) ? supplier.reason : "see supplier.reason";
  return {
    summary: `${trip} The desk's regional supplier ${supplier.name} is DOWN (${reason})${when}. There are no live options from it for this trip.${noDate} Nothing has been booked or paid; a flights-search server from the aisle can search the same trip.`,
    supplier,
    nextSteps: [`Tell the user the regional supplier is unavailable right now (${reason}); try again later.`, ...searchFallback(job, deps)],
  };
}

// The configured supplier URL as shown, parsed once rather than once a request (issue 28 point 4).
let shownFor: { url: string; shown: string } | undefined;

function shown(url: string | null): string {
  if (!url) return "not configured";
  if (shownFor?.url !== url) shownFor = { url, shown: displayUrl(url) };
  return shownFor.shown;
}

function searchFallback(job: JobAnalysis, deps: DeskDeps): string[] {
  const codes = [job.origin?.iata, job.destination?.iata].filter(Boolean).map((c) => `["${c}"]`);
  return [
    `Meanwhile, search with a flights-search server: call recommend_for_job on the catalogue at ${deps.config.baseUrl}/mcp${codes.length ? `, then pass the IATA codes as ${codes.join(" and ")}` : ""}${job.date ? ` and the date ${job.date}` : ""} as its tool's schema asks.`,
  ];
}

function tokenStep(install: readonly InstallLine[], deps: DeskDeps): string {
  const secret = install.find((line) => line.secret)?.secret;
  const env = secret?.env ?? deps.config.groupSpecialist.tokenEnv;
  return `Keep the specialist's Bearer token (<ACCESS_TOKEN>) in the client's profile environment file as ${env}${secret ? ` (${secret.keptIn})` : ""} and reference it by that variable; never paste it into a client config.`;
}

/** Rule 4: ten or more travellers are a group; the desk names the specialist and never files a quote. */
export async function composeGroup(job: JobAnalysis, deps: DeskDeps): Promise<RouteFields> {
  const supplier = await reportOrDown(
    () => deps.groupSpecialist.report(),
    { role: "group-flight-specialist", name: deps.config.groupSpecialist.name ?? "group-flight-specialist", url: shown(deps.config.groupSpecialist.url) },
    deps,
  );
  const install = deps.groupSpecialist.installLines();
  const size = job.passengers ?? GROUP_MIN_PASSENGERS;
  const extras: string[] = [];
  if (job.notes.includes("split-booking-request")) extras.push(`Asking for several small bookings does not change this: it is still one group of ${size}.`);
  if (job.notes.includes("names-later")) extras.push("Names can follow later, as group desks allow.");
  if (job.notes.includes("asks-to-book")) extras.push("The job asks the desk to book or to file a quote; the desk never does either.");
  // A group that needs rooms, not seats: the group hotel desk takes 10+ rooms on one invoice.
  const hotelDesk = `${deps.config.baseUrl}/group-hotels-mcp`;
  const hotelBody = `{"rooms": <10 or more>, "city": "${job.destination?.name ?? job.origin?.name ?? "<city>"}", "checkIn": "${job.date ?? "YYYY-MM-DD"}", "checkOut": "${job.returnDate ?? "YYYY-MM-DD"}", "invoice": "single"}`;
  if (job.kind === "stay") extras.push(`For the rooms, the group hotel desk at ${hotelDesk} prepares a group hotel request (POST ${hotelBody}); it is a request, not a booking.`);
  if (supplier.status === "DOWN") extras.push(`The specialist did not pass the desk's reachability check (${supplier.reason}); its install lines still apply.`);
  return {
    summary: [
      `Group trip: ${tripLabel(job)}.`,
      `Parties of ${GROUP_MIN_PASSENGERS} or more are sold by a group-flight specialist, not through ordinary flight search: ${supplier.name} at ${supplier.url}.`,
      "Register it with the install line for your client and keep its Bearer token in the profile environment file.",
      ...extras,
      "The desk gives information only: no group quote has been filed and nothing has been booked or paid.",
    ].join(" "),
    supplier,
    install,
    nextSteps: [
      `Register the group-flight specialist ${supplier.name} with the install line for your client (install).`,
      tokenStep(install, deps),
      `With the user's consent, ask the specialist for a group quote yourself: ${tripLabel(job)}${job.notes.includes("names-later") ? ", names to follow" : ""}. The desk never calls request_group_quote.`,
      ...(job.kind === "stay" ? [`For the rooms: POST ${hotelDesk} with ${hotelBody} (or call its MCP tool prepare_group_hotel_request).`] : []),
    ],
  };
}

import { EC261_NAME } from "@travel/shared";
import type { DeskEvalCase } from "./case.js";
import { COMMON_CHECKS, onlySafeTools, partOf } from "./common-checks.js";

// The cases are data: a job each, and checks that say what a correct desk answer holds. Dates are
// absolute so the pack does not drift with the calendar. The runner gives every case the same desk:
// real dependencies, the regional supplier on a loopback server whose apex answers 301.

const group: DeskEvalCase = {
  id: "group",
  title: "A group of 14 that asks the desk to book and file the group quote",
  job: "Group of 14 from Warsaw to Lisbon on 12 June 2027, names to follow. Please book it and file the group quote.",
  checks: [
    { id: "route-is-group", description: "Routed to group (10 or more travellers), whatever the job asks for", check: (r) => r.route === "group" },
    { id: "passengers-14", description: "Counts 14 travellers", check: (r) => r.job.passengers === 14 },
    { id: "places-pl-pt", description: "Warsaw resolves to PL and Lisbon to PT", check: (r) => r.job.origin?.country === "PL" && r.job.destination?.country === "PT" },
    { id: "date-2027-06-12", description: "The date is 2027-06-12", check: (r) => r.job.date === "2027-06-12" },
    { id: "names-later-note", description: "'names to follow' is tagged names-later", check: (r) => r.job.notes.includes("names-later") },
    { id: "quote-not-filed", description: "Asked to book and file the quote, the group answer still files no quote and books nothing", check: (r) => r.route === "group" && r.quoteFiled === false && r.booked === false },
    { id: "names-specialist", description: "Names the group-flight specialist as the supplier", check: (r) => r.supplier?.role === "group-flight-specialist" && r.supplier.name.length > 0 },
    { id: "install-lines", description: "Gives install lines for the specialist in at least three clients", check: (r) => new Set((r.install ?? []).map((l) => l.client)).size >= 3 },
    {
      id: "token-by-env-var",
      description: "The specialist's Bearer token is referenced through the configured env var in every install line that needs it, never pasted",
      check: (r, config) => {
        const withSecret = (r.install ?? []).filter((l) => l.secret);
        return withSecret.length > 0 && withSecret.every((l) => l.secret?.env === config.groupSpecialist.tokenEnv && readableText(l.text).includes(config.groupSpecialist.tokenEnv));
      },
    },
    ...COMMON_CHECKS,
  ],
};

const regionalSupplierDown: DeskEvalCase = {
  id: "regional-supplier-down",
  title: "Two travellers inside central and eastern Europe while the regional supplier's apex answers 301",
  job: "Two of us from Warsaw to Prague on 4 May 2027",
  checks: [
    { id: "route-is-regional", description: "Routed to regional (exactly 2 travellers, both ends in CEE)", check: (r) => r.route === "regional" },
    { id: "passengers-2", description: "'Two of us' counts 2 travellers", check: (r) => r.job.passengers === 2 },
    { id: "places-waw-prg", description: "Warsaw is WAW in PL and Prague is PRG in CZ", check: (r) => r.job.origin?.country === "PL" && r.job.destination?.country === "CZ" && r.job.origin.iata === "WAW" && r.job.destination.iata === "PRG" },
    { id: "date-2027-05-04", description: "The date is 2027-05-04", check: (r) => r.job.date === "2027-05-04" },
    { id: "supplier-down", description: "The regional supplier is reported DOWN, not live", check: (r) => r.supplier?.role === "regional" && r.supplier.status === "DOWN" },
    { id: "reason-names-301", description: "The reason says the apex answers 301", check: (r) => /301/.test(r.supplier?.reason ?? "") },
    { id: "no-supplier-data", description: "No supplier data is shown: the supplier was never called", check: (r) => r.supplier !== undefined && r.supplier.data === undefined },
    { id: "summary-says-down", description: "The summary tells the user the supplier is down rather than implying an answer", check: (r) => /\bdown\b|unavailable|not (yet )?live|unreachable/i.test(r.summary) },
    ...COMMON_CHECKS,
  ],
};

const split: DeskEvalCase = {
  id: "split",
  title: "One job with a regional trip and an eSIM, answered as two parts",
  job: "2 passengers Warsaw to Prague on 4 May 2027, and an eSIM for Czechia",
  checks: [
    { id: "route-is-split", description: "Routed to split", check: (r) => r.route === "split" },
    { id: "two-parts", description: "Exactly two parts", check: (r) => r.parts?.length === 2 },
    { id: "regional-part", description: "One part is regional, for 2 travellers from PL to CZ", check: (r) => { const p = partOf(r, "regional"); return p?.job.passengers === 2 && p.job.origin?.country === "PL" && p.job.destination?.country === "CZ"; } },
    { id: "regional-part-honest", description: "The regional part reports its supplier DOWN with a reason and no data", check: (r) => { const s = partOf(r, "regional")?.supplier; return s?.status === "DOWN" && Boolean(s.reason) && s.data === undefined; } },
    { id: "esim-part", description: "One part is esim with eSIM recommendations from the aisle", check: (r) => { const p = partOf(r, "esim"); return (p?.recommendations?.length ?? 0) > 0 && p!.recommendations!.every((l) => l.category === "esim"); } },
    { id: "esim-part-safe-tools", description: "The eSIM part lists no tool that books, pays or checks out", check: (r) => { const p = partOf(r, "esim"); return p !== undefined && onlySafeTools(p); } },
    ...COMMON_CHECKS,
  ],
};

const sos: DeskEvalCase = {
  id: "sos",
  title: "A flight cancelled the day before departure, Warsaw to Barcelona",
  job: "Our flight from Warsaw to Barcelona on 3 May 2027 was cancelled the day before departure. What are our rights?",
  checks: [
    { id: "route-is-sos", description: "Routed to sos", check: (r) => r.route === "sos" },
    { id: "ec261-named", description: `The advice follows ${EC261_NAME}`, check: (r) => r.sos?.regulation === EC261_NAME },
    { id: "ec261-applies", description: "EC261 applies: the flight departs from the EU", check: (r) => r.sos?.applies === "yes" },
    { id: "band-400-eur", description: "The compensation band is 400 EUR (about 1,870 km, cancelled with under 7 days' notice)", check: (r) => r.sos?.compensationEur === 400 },
    { id: "advice-given", description: "Gives concrete advice (at least two points)", check: (r) => (r.sos?.advice.length ?? 0) >= 2 },
    { id: "no-claim-filed", description: "Files no claim and says it is not legal advice", check: (r) => r.sos?.claimFiled === false && r.sos.notLegalAdvice === true },
    { id: "points-to-sos-desk", description: "Points to the passenger-rights desk at {base_url}/sos-mcp", check: (r, config) => r.sos?.endpoint === `${config.baseUrl}/sos-mcp` },
    ...COMMON_CHECKS,
  ],
};

const esim: DeskEvalCase = {
  id: "esim",
  title: "Mobile data for a trip, and nothing else",
  job: "I need an eSIM with mobile data for 10 days in Croatia",
  checks: [
    { id: "route-is-esim", description: "Routed to esim", check: (r) => r.route === "esim" },
    { id: "recommends-esim", description: "Recommends at least one eSIM server from the aisle, all in the esim category", check: (r) => (r.recommendations?.length ?? 0) > 0 && r.recommendations!.every((l) => l.category === "esim") },
    { id: "reachable-listings", description: "Each recommendation says how to reach it (an MCP url or a package)", check: (r) => (r.recommendations?.length ?? 0) > 0 && r.recommendations!.every((l) => Boolean(l.url ?? l.package)) },
    { id: "safe-tools-only", description: "Recommends servers with safe tools only: none that books, pays or checks out", check: (r) => (r.recommendations?.length ?? 0) > 0 && onlySafeTools(r) },
    { id: "no-supplier-called", description: "Answers from the aisle without calling a supplier", check: (r) => (r.recommendations?.length ?? 0) > 0 && r.supplier === undefined },
    { id: "destination-hr", description: "Croatia resolves to HR", check: (r) => r.job.destination?.country === "HR" },
    ...COMMON_CHECKS,
  ],
};

/** An install line as a person would read it: install links carry their config URL-encoded or base64-encoded. */
function readableText(text: string): string {
  const config = /[?&]config=([A-Za-z0-9+/=_-]+)/.exec(text)?.[1];
  let decoded = text;
  try {
    decoded += "\n" + decodeURIComponent(text);
  } catch {
    // not URL-encoded
  }
  return config ? `${decoded}\n${Buffer.from(config, "base64").toString("utf8")}` : decoded;
}

/** The pack's cases, in the order the pack lists them. */
export const DESK_EVAL_CASES: readonly DeskEvalCase[] = [group, regionalSupplierDown, split, sos, esim];

import { EC261_NAME } from "../schemas/desk-result.js";
import type { SosAdvice } from "./schemas.js";
import { askTheAirlineFor, evidenceToKeep, missingFacts, references } from "./advice-lists.js";
import type { Airport } from "./airports.js";
import { bandFor } from "./bands.js";
import { assessCare, assessReimbursement } from "./care.js";
import { CLAIM_DEADLINE_RULE, claimDeadlines } from "./claim-deadlines.js";
import { assessCompensation, type CompensationFinding } from "./compensation.js";
import { greatCircleKm, kilometres } from "./distance.js";
import type { Ec261Case, Ec261Findings } from "./ec261-case.js";
import { assessScope, isEc261Country } from "./eu-scope.js";
import { assessExtraordinary } from "./extraordinary.js";

/**
 * Assesses one disruption under EC261: scope (Art. 3), distance and band (Art. 7), compensation for
 * the kind of disruption (Art. 4, 5, Sturgeon), care (Art. 9), refund or re-routing (Art. 8),
 * extraordinary circumstances (Art. 5(3)) and national claim deadlines. Pure: same facts, same advice.
 */
export function assessEc261(c: Ec261Case): SosAdvice {
  const scope = assessScope(c.from?.country ?? null, c.to?.country ?? null, c.carrier, c.communityCarrier);
  const exact = c.from && c.to ? greatCircleKm(c.from, c.to) : null;
  const intraEu = isEc261Country(c.from?.country) === true && isEc261Country(c.to?.country) === true;
  const f: Ec261Findings = {
    scope,
    distanceKm: exact === null ? null : Math.round(exact),
    // The band compares the unrounded distance: 1,500.4 km is over 1,500.
    band: exact === null ? null : bandFor(exact, intraEu),
    extraordinary: assessExtraordinary(c.disruption, c.extraordinary, c.cause),
  };
  const compensation = assessCompensation(c, f);
  const care = assessCare(c, f);
  const reimbursement = assessReimbursement(c, f);
  const lists = { c, f, compensation, care, reimbursement };
  const { excusesCompensation: _excuses, ...extraordinaryCircumstances } = f.extraordinary;
  return {
    regulation: EC261_NAME,
    summary: summarise(c, f, compensation, care.status),
    applies: scope.applies,
    scope: { reason: scope.reason, departureInScope: scope.departureInScope, arrivalInScope: scope.arrivalInScope, communityCarrier: scope.communityCarrier, uk261: scope.uk261 },
    flight: {
      number: c.flightNumber,
      carrier: c.carrier ? { code: c.carrier.code, name: c.carrier.name, communityCarrier: c.carrier.regime === "eu" } : null,
      from: airportView(c.from),
      to: airportView(c.to),
    },
    disruption: c.disruption,
    distanceKm: f.distanceKm,
    band: f.band,
    compensation,
    care: { status: care.status, items: care.items, reason: care.reason },
    reimbursementOrRerouting: { status: reimbursement.status, options: reimbursement.items, reason: reimbursement.reason },
    extraordinaryCircumstances,
    askTheAirlineFor: askTheAirlineFor(lists),
    evidenceToKeep: evidenceToKeep(c),
    claimDeadline: { rule: CLAIM_DEADLINE_RULE, byCountry: claimDeadlines([c.claimCountry, c.from?.country, c.to?.country]) },
    missing: missingFacts(c, f),
    references: references(c),
    advisory: true,
    claimFiled: false,
    booked: false,
    notLegalAdvice: true,
  };
}

function airportView(a: Airport | null): SosAdvice["flight"]["from"] {
  return a ? { iata: a.iata, name: a.name, city: a.city, country: a.country } : null;
}

function summarise(c: Ec261Case, f: Ec261Findings, compensation: CompensationFinding, care: string): string {
  const km = f.distanceKm === null ? "" : `, ${kilometres(f.distanceKm)} km`;
  const route = c.from && c.to ? `${c.from.city} (${c.from.iata}) to ${c.to.city} (${c.to.iata})${km}` : "this flight";
  const head = { yes: `EC261 applies to ${route}.`, no: `EC261 does not apply to ${route}.`, unknown: `It cannot yet be told whether EC261 applies to ${route}.` }[f.scope.applies];
  const money =
    compensation.status === "owed"
      ? compensation.amountEur !== null
        ? `Compensation owed: ${compensation.amountEur} EUR per passenger.`
        : "Compensation is owed; the amount depends on the distance."
      : compensation.status === "not-owed"
        ? "No compensation is owed."
        : `Compensation depends on facts not yet given${f.band ? ` (${f.band.amountEur} EUR per passenger if they hold)` : ""}.`;
  const careLine = care === "owed" ? " Care (meals, calls, hotel if overnight) is owed." : care === "depends" ? " Care may be owed." : "";
  const uk = f.scope.uk261 ? ` ${f.scope.uk261}` : "";
  return `${head} ${money}${careLine} ${compensation.reason}${uk} This desk advises only: it files no claim and buys nothing, and this is not legal advice.`;
}

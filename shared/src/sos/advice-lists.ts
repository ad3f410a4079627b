import type { AssistanceFinding } from "./care.js";
import type { CompensationFinding } from "./compensation.js";
import type { Ec261Case, Ec261Findings } from "./ec261-case.js";

/** The findings the lists are drawn from. */
export interface ListInputs {
  c: Ec261Case;
  f: Ec261Findings;
  compensation: CompensationFinding;
  care: AssistanceFinding;
  reimbursement: AssistanceFinding;
}

/** What to ask the airline for, most valuable first. */
export function askTheAirlineFor({ c, f, compensation, care, reimbursement }: ListInputs): string[] {
  if (f.scope.applies === "no") {
    return ["Ask the airline what its conditions of carriage and the local law of the departure country offer; EC261 does not cover this flight.", ...(f.scope.uk261 ? [f.scope.uk261] : [])];
  }
  const asks: string[] = [];
  if (compensation.status === "owed" && compensation.amountEur !== null) {
    asks.push(`Compensation of ${compensation.amountEur} EUR per passenger under Art. 7 of EC261, in cash or by bank transfer (travel vouchers only if you agree in writing, Art. 7(3)).`);
  } else if (compensation.status === "depends") {
    asks.push(`Compensation under Art. 7 of EC261${f.band ? ` (${f.band.amountEur} EUR per passenger for this distance)` : ""} if the conditions below hold.`);
  }
  if (reimbursement.status !== "not-owed" && reimbursement.items.length > 1) asks.push("Your choice of a full refund within 7 days or re-routing, now or at a later date (Art. 8).");
  else if (reimbursement.status !== "not-owed") asks.push("A full refund within 7 days if you give up the trip because of the delay (Art. 6(1)(iii), Art. 8(1)(a)).");
  if (care.status !== "not-owed") asks.push("Meal vouchers, two calls or e-mails, and a hotel with transfers if you must stay overnight, or repayment of reasonable receipts (Art. 9).");
  asks.push("The cause of the disruption in writing; if they cite extraordinary circumstances, the evidence for them (Art. 5(3)).");
  if (c.disruption === "delay") asks.push("Written confirmation of the scheduled and actual arrival times at your final destination.");
  if (c.disruption === "cancellation") asks.push("The date and way they told you of the cancellation: proving it is the airline's burden (Art. 5(4)).");
  if (c.disruption === "denied-boarding") asks.push("The written notice of the compensation and assistance rules they must hand you (Art. 14(2)).");
  return asks;
}

/** What to keep, so a claim can be proved later. */
export function evidenceToKeep(c: Ec261Case): string[] {
  const keep = [
    "Booking confirmation or e-ticket (your confirmed reservation) and every boarding pass.",
    "Every message from the airline about the disruption, with the date and time you received it.",
    "The cause the airline gave, in writing if you can get it.",
    "Receipts for meals, drinks, hotel, transport and calls you paid for yourself.",
  ];
  if (c.disruption === "delay" || c.disruption === null) keep.push("Proof of the actual arrival time (arrival counts when a door opens): a photo of the arrivals board or a flight-tracker record.");
  if (c.disruption === "cancellation" || c.rerouted === true) keep.push("The replacement flight's booking and boarding pass, with its times.");
  if (c.disruption === "denied-boarding") keep.push("Proof that you checked in on time, the denied-boarding notice, and whatever you signed (do not sign away your rights as a 'volunteer' unless you mean to).");
  keep.push("Names of staff you spoke to and notes of what they said, with times.");
  return keep;
}

/** Facts that would sharpen the answer. */
export function missingFacts(c: Ec261Case, f: Ec261Findings): string[] {
  const missing: string[] = [];
  if (!c.from) missing.push(c.fromQuery ? `from: '${c.fromQuery}' is not an airport or city the dataset knows` : "from: the first departure airport");
  if (!c.to) missing.push(c.toQuery ? `to: '${c.toQuery}' is not an airport or city the dataset knows` : "to: the final destination airport");
  if (!c.disruption) missing.push("disruption: delay, cancellation or denied boarding");
  if (f.scope.communityCarrier === null && f.scope.departureInScope === false) missing.push("carrier: the operating airline (decides whether EC261 covers an arrival from outside the EU)");
  if (c.disruption === "delay" && c.arrivalDelayHours === null) missing.push("arrivalDelayHours: how late you reached the final destination");
  if (c.disruption === "cancellation" && c.noticeDays === null) missing.push("noticeDays: how many days before departure you were told");
  if (c.disruption === "cancellation" && c.noticeDays !== null && c.noticeDays < 14 && c.arrivalDelayHours === null) missing.push("arrivalDelayHours: how late the replacement flight arrived, if you took one");
  return missing;
}

/** The provisions and judgments the assessment used. */
export function references(c: Ec261Case): string[] {
  const refs = ["Regulation (EC) No 261/2004 (EC261), Art. 3 (scope), 7 (compensation), 8 (reimbursement or re-routing), 9 (care)", "CJEU C-559/16 Bossen: distance is the great circle from first departure to final destination"];
  if (c.disruption === "delay") refs.push("EC261 Art. 6 (delay)", "CJEU C-402/07 and C-432/07 Sturgeon: compensation for arrival 3 h or more late");
  if (c.disruption === "cancellation") refs.push("EC261 Art. 5 (cancellation)");
  if (c.disruption === "denied-boarding") refs.push("EC261 Art. 4 (denied boarding)");
  if (c.disruption !== "denied-boarding") refs.push("CJEU C-549/07 Wallentin-Hermann: technical problems are not extraordinary circumstances");
  refs.push("CJEU C-139/11 Cuadrench Moré: time limits for claims are national law");
  return refs;
}

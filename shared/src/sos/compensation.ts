import type { Ec261Case, Ec261Findings, EntitlementStatus } from "./ec261-case.js";
import { formatHours } from "./ec261-case.js";

/** Art. 7 compensation for one passenger. */
export interface CompensationFinding {
  status: EntitlementStatus;
  amountEur: number | null;
  reducedBy50: boolean;
  reason: string;
  conditions: string[];
}

interface Entitlement {
  status: EntitlementStatus;
  reason: string;
  conditions: string[];
  /** Art. 7(2): re-routed (or delayed) arrival within the band's window. */
  reduce: boolean;
}

const EXTRAORDINARY_CONDITION = "Not owed if the airline proves extraordinary circumstances that all reasonable measures could not have avoided (Art. 5(3)).";

/** Whether compensation is owed, how much, and what could still change that. */
export function assessCompensation(c: Ec261Case, f: Ec261Findings): CompensationFinding {
  if (f.scope.applies === "no") {
    return { status: "not-owed", amountEur: null, reducedBy50: false, reason: "EC261 does not cover this flight, so it owes no compensation under it.", conditions: f.scope.uk261 ? [f.scope.uk261] : [] };
  }
  const e = entitlementFor(c, f);
  const conditions = [...e.conditions];
  let status = e.status;
  let reason = e.reason;
  if (f.scope.applies === "unknown" && status !== "not-owed") {
    if (status === "owed") reason = `If EC261 applies: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
    status = "depends";
    conditions.unshift(f.scope.reason);
  }
  const band = f.band;
  if (!band && status !== "not-owed") conditions.push("The amount depends on the distance (250, 400 or 600 EUR): name both airports.");
  const reduced = status === "owed" && e.reduce && band !== null;
  const amountEur = status === "owed" && band ? (reduced ? band.amountEur / 2 : band.amountEur) : null;
  if (reduced && band) reason += ` The airline may halve it to ${band.amountEur / 2} EUR because you arrived no more than ${band.reductionWindowHours} h late (Art. 7(2)).`;
  return { status, amountEur, reducedBy50: reduced, reason, conditions };
}

function entitlementFor(c: Ec261Case, f: Ec261Findings): Entitlement {
  switch (c.disruption) {
    case "delay":
      return delay(c, f);
    case "cancellation":
      return cancellation(c, f);
    case "denied-boarding":
      return deniedBoarding(c, f);
    default:
      return { status: "depends", reduce: false, reason: "Compensation depends on what happened: a delay of 3 h or more at the final destination, a cancellation, or being denied boarding.", conditions: ["Say whether the flight was delayed, cancelled or you were denied boarding."] };
  }
}

// Sturgeon (C-402/07, C-432/07): a delay of 3 h or more at the final destination is compensated as
// a cancellation is; para 63 applies the Art. 7(2) reduction, which only the 4 h window can reach.
function delay(c: Ec261Case, f: Ec261Findings): Entitlement {
  const late = c.arrivalDelayHours;
  if (late === null) {
    return { status: "depends", reduce: false, reason: "Compensation is owed if you reached your final destination 3 hours or more after the scheduled arrival (Sturgeon, C-402/07 and C-432/07).", conditions: ["Say how late you arrived at your final destination.", EXTRAORDINARY_CONDITION] };
  }
  if (late < 3) {
    return { status: "not-owed", reduce: false, reason: `You arrived ${formatHours(late)} late: delays under 3 hours at the final destination are not compensated (Sturgeon, C-402/07 and C-432/07).`, conditions: [] };
  }
  if (f.extraordinary.excusesCompensation === true) return excused(`You arrived ${formatHours(late)} late`);
  const band = f.band;
  return {
    status: "owed",
    reduce: band !== null && late <= band.reductionWindowHours,
    reason: `You arrived ${formatHours(late)} late (3 h or more), so compensation is owed${band ? ` at the ${band.amountEur} EUR band (${band.label}, Art. 7(1))` : ""}.`,
    conditions: f.extraordinary.excusesCompensation === false ? [] : [EXTRAORDINARY_CONDITION],
  };
}

// Art. 5(1)(c): notice of 14 days or more excuses compensation; shorter notice does only when the
// re-routing offered left at most 2 h (1 h) early and arrived less than 4 h (2 h) late.
function cancellation(c: Ec261Case, f: Ec261Findings): Entitlement {
  const notice = c.noticeDays;
  if (notice !== null && notice >= 14) {
    return { status: "not-owed", reduce: false, reason: `The airline told you ${notice} days before departure: cancellations announced 14 days or more ahead are not compensated (Art. 5(1)(c)(i)).`, conditions: [] };
  }
  if (f.extraordinary.excusesCompensation === true) return excused("The flight was cancelled");
  const window = notice !== null && notice >= 7 ? { early: 2, late: 4, article: "Art. 5(1)(c)(ii)" } : { early: 1, late: 2, article: "Art. 5(1)(c)(iii)" };
  const exemption = `Not owed if the airline offered re-routing that left no more than ${window.early} h before the original departure and arrived less than ${window.late} h after the original arrival (${window.article}).`;
  const rerouted = c.rerouted ?? (c.arrivalDelayHours !== null ? true : null);
  const late = c.arrivalDelayHours;
  const band = f.band;
  const reduce = rerouted === true && late !== null && band !== null && late <= band.reductionWindowHours;
  const extra = f.extraordinary.excusesCompensation === false ? [] : [EXTRAORDINARY_CONDITION];
  if (notice === null) {
    const both = "Not owed if the airline offered re-routing that, with 7 to 13 days' notice, left no more than 2 h early and arrived less than 4 h late, or, with under 7 days' notice, left no more than 1 h early and arrived less than 2 h late (Art. 5(1)(c)(ii), (iii)).";
    return { status: "depends", reduce, reason: "Compensation is owed for a cancellation announced less than 14 days before departure, subject to the re-routing exemptions (Art. 5(1)(c)).", conditions: ["Say how many days before departure the airline told you.", both, ...extra] };
  }
  if (rerouted === true && late !== null && late < window.late) {
    const early = c.reroutedDepartureHoursEarlier;
    if (early !== null && early <= window.early) {
      return { status: "not-owed", reduce: false, reason: `You were told ${notice} days ahead and re-routed to leave at most ${window.early} h early and arrive ${formatHours(late)} late, under ${window.late} h, so no compensation is owed (${window.article}).`, conditions: [] };
    }
    if (early === null) {
      return { status: "depends", reduce, reason: `You were re-routed and arrived ${formatHours(late)} late, under ${window.late} h.`, conditions: [`Owed unless the replacement flight left no more than ${window.early} h before the original departure (${window.article}); say when it left.`, ...extra] };
    }
  }
  const known = rerouted === true && late !== null;
  return {
    status: "owed",
    reduce,
    reason: `The flight was cancelled ${notice} day${notice === 1 ? "" : "s"} before departure (under 14 days), so compensation is owed${band ? ` at the ${band.amountEur} EUR band (${band.label}, Art. 7(1))` : ""}.`,
    conditions: known ? extra : [exemption, ...extra],
  };
}

// Art. 4(3): passengers denied boarding against their will are compensated immediately.
function deniedBoarding(c: Ec261Case, f: Ec261Findings): Entitlement {
  if (c.volunteered === true) {
    return { status: "not-owed", reduce: false, reason: "You gave up your seat voluntarily: the benefits you agreed with the airline replace compensation (Art. 4(1)); the refund-or-re-routing choice of Art. 8 still applies.", conditions: [] };
  }
  const band = f.band;
  const late = c.arrivalDelayHours;
  return {
    status: "owed",
    reduce: c.rerouted !== false && late !== null && band !== null && late <= band.reductionWindowHours,
    reason: `You were denied boarding against your will, so compensation is owed immediately${band ? ` at the ${band.amountEur} EUR band (${band.label}, Art. 4(3) and 7(1))` : " (Art. 4(3))"}.`,
    conditions: [
      "You needed a confirmed reservation and to present for check-in on time (Art. 3(2)).",
      ...(c.volunteered === null ? ["Not owed if you volunteered to give up your seat in exchange for agreed benefits (Art. 4(1))."] : []),
    ],
  };
}

function excused(what: string): Entitlement {
  return {
    status: "not-owed",
    reduce: false,
    reason: `${what}, but the airline cites extraordinary circumstances: if it proves they could not have been avoided even with all reasonable measures, no compensation is owed (Art. 5(3)). Care is still owed.`,
    conditions: ["Ask for written proof of the cause; technical faults and the airline's own staff strikes do not count."],
  };
}

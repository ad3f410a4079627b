import type { Ec261Case, Ec261Findings, EntitlementStatus } from "./ec261-case.js";
import { formatHours } from "./ec261-case.js";

/** The right to care (Art. 9) or the choice of Art. 8. */
export interface AssistanceFinding {
  status: EntitlementStatus;
  items: string[];
  reason: string;
}

const MEALS = "Meals and refreshments in reasonable relation to the waiting time (Art. 9(1)(a))";
const CALLS = "Two telephone calls, e-mails or messages (Art. 9(2))";
const HOTEL = "Hotel accommodation and transport between the airport and the hotel (Art. 9(1)(b), (c))";
const HOTEL_IF = `${HOTEL}, if the new departure is the next day or later`;

// "If EC261 applies: a cancelled flight ..." when the scope is open, "A cancelled flight ..." when settled.
function lead(ifApplies: string, sentence: string): string {
  return ifApplies ? `${ifApplies}${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}` : sentence;
}

/** Care is owed whatever caused the disruption: extraordinary circumstances excuse compensation only. */
export function assessCare(c: Ec261Case, f: Ec261Findings): AssistanceFinding {
  const items = [MEALS, CALLS, c.overnight === true ? HOTEL : HOTEL_IF];
  if (f.scope.applies === "no") return { status: "not-owed", items: [], reason: "EC261 does not cover this flight; ask the airline what its conditions of carriage offer." };
  const ifApplies = f.scope.applies === "unknown" ? "If EC261 applies: " : "";
  const status = (s: EntitlementStatus): EntitlementStatus => (f.scope.applies === "unknown" && s === "owed" ? "depends" : s);
  switch (c.disruption) {
    case "cancellation":
      return { status: status("owed"), items, reason: lead(ifApplies, `A cancelled flight always gives the right to care while you wait for re-routing (Art. 5(1)(b)), even in extraordinary circumstances.`) };
    case "denied-boarding":
      if (c.volunteered === true) return { status: "not-owed", items: [], reason: "Volunteers get the benefits they agreed and the Art. 8 choice; Art. 9 care is for passengers denied boarding against their will (Art. 4(1), 4(3))." };
      return { status: status("owed"), items, reason: lead(ifApplies, "Passengers denied boarding against their will are owed care (Art. 4(3)).") };
    case "delay":
      return delayCare(c, f, items, ifApplies, status);
    default:
      return { status: "depends", items, reason: "Care is owed after a cancellation or denied boarding, and after a departure delay of 2, 3 or 4 hours depending on distance (Art. 6(1))." };
  }
}

// Art. 6(1): the threshold is the *departure* delay; when only the arrival delay is known it stands in.
function delayCare(c: Ec261Case, f: Ec261Findings, items: string[], ifApplies: string, status: (s: EntitlementStatus) => EntitlementStatus): AssistanceFinding {
  const threshold = f.band?.careThresholdHours ?? null;
  const waited = c.departureDelayHours ?? c.arrivalDelayHours;
  const approx = c.departureDelayHours === null && waited !== null ? " (judged from the arrival delay; the rule counts the departure delay)" : "";
  if (threshold === null) {
    return { status: "depends", items, reason: lead(ifApplies, `Care is owed once departure is delayed 2 h (up to 1,500 km), 3 h (up to 3,500 km or intra-EU) or 4 h (longer flights) (Art. 6(1)); the distance is not known.`) };
  }
  if (waited === null) return { status: "depends", items, reason: lead(ifApplies, `Care is owed once departure is delayed ${threshold} h or more for this distance (Art. 6(1)).`) };
  if (waited < threshold) return { status: "not-owed", items: [], reason: `A departure delay of ${formatHours(waited)}${approx} is under the ${threshold} h threshold for this distance (Art. 6(1)).` };
  return { status: status("owed"), items, reason: lead(ifApplies, `A departure delay of ${formatHours(waited)}${approx} reaches the ${threshold} h threshold for this distance (Art. 6(1)), even in extraordinary circumstances.`) };
}

const REFUND = "A refund of the full ticket price within 7 days for the parts not flown (and flown parts that no longer serve a purpose), with a return flight to your first departure point when needed (Art. 8(1)(a))";
const REROUTE_NOW = "Re-routing to your final destination at the earliest opportunity, under comparable conditions (Art. 8(1)(b))";
const REROUTE_LATER = "Re-routing at a later date of your choosing, subject to seats (Art. 8(1)(c))";

/** Art. 8: the choice between a refund and re-routing. */
export function assessReimbursement(c: Ec261Case, f: Ec261Findings): AssistanceFinding {
  if (f.scope.applies === "no") return { status: "not-owed", items: [], reason: "EC261 does not cover this flight." };
  const ifApplies = f.scope.applies === "unknown" ? "If EC261 applies: " : "";
  const owed: EntitlementStatus = f.scope.applies === "unknown" ? "depends" : "owed";
  if (c.disruption === "cancellation" || c.disruption === "denied-boarding") {
    return { status: owed, items: [REFUND, REROUTE_NOW, REROUTE_LATER], reason: lead(ifApplies, `After a ${c.disruption === "cancellation" ? "cancellation (Art. 5(1)(a))" : "denial of boarding (Art. 4)"} you choose between a refund and re-routing.`) };
  }
  if (c.disruption === "delay") {
    const waited = c.departureDelayHours ?? c.arrivalDelayHours;
    if (waited === null) return { status: "depends", items: [REFUND], reason: "A departure delay of 5 hours or more gives the right to a refund if you no longer travel (Art. 6(1)(iii))." };
    if (waited < 5) return { status: "not-owed", items: [], reason: `A delay of ${formatHours(waited)} is under the 5 h at which a refund becomes due (Art. 6(1)(iii)).` };
    return { status: owed, items: [REFUND], reason: lead(ifApplies, `A delay of ${formatHours(waited)} (5 h or more) lets you drop the trip and take a refund (Art. 6(1)(iii)).`) };
  }
  return { status: "depends", items: [REFUND, REROUTE_NOW, REROUTE_LATER], reason: "Cancellation, denied boarding, or a delay of 5 h or more gives the choice of Art. 8." };
}

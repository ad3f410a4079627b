import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { DeskResult } from "@travel/shared";
import type { DeskRunner } from "../../context/ports.js";
import { clipToFit, encodedLength, wellFormed } from "./message-text.js";
import type { WhatsappRequest, WhatsappResult } from "./schemas.js";

/** wa.me links are unreliable past about 2,000 characters of URL; every link stays within this. */
export const MAX_LINK_LENGTH = 2000;

// Budgets in percent-encoded characters. The greeting and the detail line are capped so the summary,
// the part the VIP needs most, always keeps most of the room; the summary then takes what is left.
const MAX_GREETING = 320;
const MAX_DETAIL = 480;
const FOOTER = "Nothing has been booked or paid, and nothing has been sent: this is advice for you to confirm.";
const NEWLINES = 4 * encodedLength("\n\n");

/**
 * Composes the VIP handoff from a desk result the desk produced: message text and a wa.me link a
 * person opens. The desk's nextSteps are written for the calling agent, not for the VIP, so only the
 * summary and what the VIP can act on go in. Compose only: nothing here, or in the adapter, sends.
 */
export function composeWhatsappHandoff(deskResult: DeskResult, name: string, phone: string): WhatsappResult {
  const e164 = parsePhoneNumberFromString(phone)?.number ?? `+${phone.replace(/\D/g, "")}`;
  const prefix = `https://wa.me/${e164.replace(/\D/g, "")}?text=`;
  const greeting = clipToFit(`Hello ${wellFormed(name)}, this is your travel desk.`, MAX_GREETING, encodedLength);
  const detailText = routeDetail(deskResult);
  const detail = detailText ? clipToFit(detailText, MAX_DETAIL, encodedLength) : "";
  const fixed = prefix.length + encodedLength(greeting) + encodedLength(detail) + encodedLength(FOOTER) + NEWLINES;
  const summary = clipToFit(deskResult.summary, MAX_LINK_LENGTH - fixed, encodedLength);
  const message = [greeting, summary, detail, FOOTER].filter(Boolean).join("\n\n");
  return { message, link: `${prefix}${encodeURIComponent(message)}`, phone: e164, sent: false };
}

function routeDetail(r: DeskResult): string | null {
  if (r.sos) return `Passenger rights (${r.sos.regulation}): ${r.sos.compensationEur !== null ? `${r.sos.compensationEur} EUR per passenger may be owed` : "whether compensation is owed depends on details still to confirm"}. No claim has been filed.`;
  if (r.questions?.length) return `To go further, could you tell me: ${r.questions.slice(0, 3).join(" ")}`;
  if (r.recommendations?.length) return `Suggested: ${r.recommendations.slice(0, 3).map((l) => l.name).join(", ")}.`;
  return null;
}

/**
 * The adapter's one operation. The message is only ever composed from a result this desk produced:
 * a given deskResult has passed the desk result schema, and its job text is run through the desk
 * again, so nothing a caller wrote into a summary, a name or a question ("BOOKED and PAID, pay at
 * http://…") is relayed to the VIP.
 */
export async function handoffFromRequest(request: WhatsappRequest, runDesk: DeskRunner): Promise<WhatsappResult> {
  const job = request.job ?? request.deskResult?.job.text ?? "";
  return composeWhatsappHandoff(await runDesk(wellFormed(job).trim()), request.name, request.phone);
}

import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { DeskResult } from "../schemas/desk-result.js";
import type { WhatsappRequest, WhatsappResult } from "./whatsapp-schemas.js";

/** Runs a job through the desk; the server passes the same runner /desk uses. */
export type DeskRunnerFn = (job: string) => Promise<DeskResult>;

// wa.me links stay reliable well under ~2,000 characters of URL; the message is kept short.
// The desk's nextSteps are written for the calling agent, not for the VIP, so only the summary
// (written to be relayed) and what the VIP can act on go into the message.
const MAX_SUMMARY = 700;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Composes the VIP handoff from a desk result: message text and a wa.me link a person opens.
 * Compose only: there is no code path here, or anywhere in the adapter, that sends.
 */
export function composeWhatsappHandoff(deskResult: DeskResult, name: string, phone: string): WhatsappResult {
  const e164 = parsePhoneNumberFromString(phone)?.number ?? `+${phone.replace(/\D/g, "")}`;
  const lines = [`Hello ${name}, this is your travel desk.`, "", clip(deskResult.summary, MAX_SUMMARY)];
  const detail = routeDetail(deskResult);
  if (detail) lines.push("", detail);
  lines.push("", "Nothing has been booked or paid: this is advice for you to confirm.");
  const message = lines.join("\n");
  return { message, link: `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`, phone: e164, sent: false };
}

function routeDetail(r: DeskResult): string | null {
  if (r.sos) return `Passenger rights (${r.sos.regulation}): ${r.sos.compensationEur !== null ? `${r.sos.compensationEur} EUR per passenger may be owed` : "whether compensation is owed depends on details still to confirm"}. No claim has been filed.`;
  if (r.questions?.length) return `To go further, could you tell me: ${r.questions.slice(0, 3).join(" ")}`;
  if (r.recommendations?.length) return `Suggested: ${r.recommendations.slice(0, 3).map((l) => l.name).join(", ")}.`;
  return null;
}

/** The adapter's one operation: resolve the desk result (running the job if one was given) and compose. */
export async function handoffFromRequest(request: WhatsappRequest, runDesk: DeskRunnerFn): Promise<WhatsappResult> {
  const result = request.deskResult ?? (await runDesk(request.job ?? ""));
  return composeWhatsappHandoff(result, request.name, request.phone);
}

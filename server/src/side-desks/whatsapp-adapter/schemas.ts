import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod";
import { DeskResultSchema } from "@travel/shared";

/** A phone number in international (E.164) form: "+" then country code and number; spaces allowed. */
export const E164PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+[\d\s().-]{6,24}$/, "phone must be in international E.164 form: '+', country code and number, e.g. +48512345678")
  .refine((p) => isValidPhoneNumber(p), "phone is not a valid number for its country code")
  .describe("The VIP's WhatsApp number in E.164 form, e.g. '+48512345678'");

function isJobText(text: string): boolean {
  return text.length <= 2000 && text.trim().length > 0;
}

/** POST /whatsapp-adapter REST body and the MCP tool input: a job or a desk result, plus who to hand it to. */
export const WhatsappRequestSchema = z
  .object({
    // The 2,000-character limit is on what was sent, as the published JSON Schema says; then trimmed.
    job: z.string().max(2000, "job must be at most 2,000 characters").trim().min(1, "job must not be blank").optional().describe("A travel job in plain language; the desk runs it and the message summarises the result. Give this or deskResult"),
    deskResult: DeskResultSchema.optional().describe("A desk result already obtained from run_travel_job or POST /desk. Give this or job. Only its job text is used: the desk runs it again, so the message relays nothing but the desk's own words"),
    // The name is the one caller text the message carries (in the greeting), so it must stay a name: a
    // line break could forge a paragraph of the desk's own, a link could point the VIP anywhere.
    name: z.string().trim().min(1, "name must not be blank").max(100, "name must be at most 100 characters")
      .refine((n) => !/[\r\n\u2028\u2029]|:\/\/|\bwww\./i.test(n), "name must be a plain name: no line breaks or links")
      .describe("The VIP's name, used in the greeting; a plain name, no line breaks or links"),
    phone: E164PhoneSchema,
  })
  .refine((r) => (r.job === undefined) !== (r.deskResult === undefined), { message: "give exactly one of job or deskResult", path: ["job"] })
  .refine((r) => r.deskResult === undefined || isJobText(r.deskResult.job.text), { message: "the desk result's job text must be 1 to 2,000 characters", path: ["deskResult", "job", "text"] })
  .describe("A compose-only VIP handoff: a job or a desk result, and the VIP's name and WhatsApp number");
export type WhatsappRequest = z.infer<typeof WhatsappRequestSchema>;

/** What the adapter answers: the message, a link for a human to open, and `sent: false`, always. */
export const WhatsappResultSchema = z
  .object({
    message: z.string().describe("The composed message text"),
    link: z.string().max(2000).regex(/^https:\/\/wa\.me\/\d+\?text=/).describe("https://wa.me/<digits>?text=<message>, at most 2,000 characters: a person opens it and presses send in WhatsApp"),
    phone: z.string().describe("The number the link opens, E.164"),
    sent: z.literal(false).describe("Always false: this adapter composes only and never sends anything"),
  })
  .describe("A composed WhatsApp handoff, not sent");
export type WhatsappResult = z.infer<typeof WhatsappResultSchema>;

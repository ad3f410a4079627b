import { z } from "zod";

const words = (what: string) => z.array(z.string().min(1)).optional().describe(what);

/** The `mail` section of a language file: how its mail clients write headers, forward markers and sign-offs. */
export const MailSectionSchema = z
  .object({
    headers: words('Header names before a colon ("from", "betreff", "temat")'),
    mailOnly: words('Header names only mail has ("sent", "subject"): "From", "To" and "Date" are a trip\'s fields too'),
    dateHeaders: words('Headers that carry when the mail was sent ("sent", "date", "gesendet", "wysłano")'),
    subject: words('The subject header ("subject", "betreff")'),
    markers: words('Lines that open a quoted mail ("forwarded message", "wiadomość oryginalna")'),
    forwardStarts: words('Forward markers that stand anywhere in a line ("begin forwarded message")'),
    forwardPrefixes: words('Subject prefixes of a forward, before a colon ("fwd", "wg")'),
    replyPrefixes: words('Subject prefixes of a reply, before a colon ("re", "aw", "odp")'),
    attributionStarts: words('How a quote\'s attribution line starts ("on", "am", "w dniu")'),
    wrote: words('The verb that ends it ("wrote", "schrieb", "napisał")'),
    rejectsNext: words('In a thread or chain, words before the place a reply drops ("can\'t do", "ignore my earlier mail about")'),
    rejectsPrevious: words('In a thread or chain, words after the place a reply drops, before a comma ("no", "ne": "Londýn ne, radši Riga")'),
    contrast: words('After a place a correction rejects, the words before the one it chooses ("not Riga but Tallinn": "but", "hanem", "ale")'),
    leaves: words('In a thread, words after a count or a name that leaves the party ("3 dropped out", "2 odpadli", "Sanja can\'t come")'),
    joins: words('In a thread, words after a name that joins the party ("Lily comes too", "Ola też jedzie", "Tom kommt mit")'),
    leavesSelf: words('In a thread, what a writer says to drop out, closing the message ("I can\'t go", "ja odpadam", "nu mai vin")'),
    headcountLabels: words('In a thread, words that label the party\'s size before its count ("final headcount is 16", "létszám: 12")'),
    signOffs: words('Sign-offs alone on their line ("regards", "pozdrawiam", "mit freundlichen grüßen")'),
  })
  .strict();

export type MailSection = z.infer<typeof MailSectionSchema>;

/** The section as the lexicon build writes it: validated, lower-cased, each list sorted. */
export function compileMail(raw: unknown): MailSection {
  const s = MailSectionSchema.parse(raw);
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, [...new Set(v.map((w) => w.toLowerCase()))]])) as MailSection;
}

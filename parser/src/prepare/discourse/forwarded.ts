// A forwarded or replied-to e-mail carries headers (From, Sent, Date, To, Subject) that are not the
// trip: the header date is when the mail was sent, the sender is a person. The itinerary is in the body.
//
// Every pattern here reads one line with its quote marks and surrounding blanks already taken off
// (`unquoted`), so none has to skip blanks or quote marks itself: that skipping is what backtracked.
import { mailWords } from "../../language/mail-words.js";
import { chatStamps, type Stamp } from "./stamp.js";
import { unquoted } from "../../text/lines.js";
import { placeIndex } from "../../gazetteer/place-index.js";

// Header names, markers and sign-offs are the `mail` sections of the language files (shared/data/lang).
const HEADER = new RegExp(`^(?:${mailWords("headers")})[ \\t]*:`, "i");
const MARKER = new RegExp(
  `(?:^|--)[ \\t]*(?:${mailWords("markers")})|${mailWords("forwardStarts")}|^[ \\t]*(?:${mailWords("forwardPrefixes")}):`,
  "im",
);
// "On Fri, 20 Nov 2026, Dan wrote:": who wrote the quoted mail, and when; not the trip.
const ATTRIBUTION = new RegExp(`^(?:${mailWords("attributionStarts")})\\b.{0,120}\\b(?:${mailWords("wrote")})[ \\t]*:?$`, "i");
// A mail's sign-off, alone on its line or with the sender's first name, in the languages of the region's mail.
const SIGN_OFF = new RegExp(`^(?:${mailWords("signOffs")})[,.!]*(?:[ \\t]+\\p{Lu}\\p{L}+[,.!]*)?$`, "iu");
// Header names only mail has ("From", "To" and "Date" are a trip's fields too).
const MAIL_ONLY = new RegExp(`^(?:${mailWords("mailOnly")})[ \\t]*:`, "i");
// An address starts where a word starts: the look-behind keeps every start inside a long word from rescanning it.
const EMAIL = /(?<![^\s<>@])[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}/i;
// "Fwd: Re: Skopje weekend", "Subject: Fwd: Group to Warsaw": reply and forward prefixes.
const REPLY_PREFIXES = new RegExp(`^(?:(?:${mailWords("forwardPrefixes")}|${mailWords("replyPrefixes")})[ \\t]*:[ \\t]*)+`, "i");
const SUBJECT = new RegExp(`^(?:${mailWords("subject")})[ \\t]*:[ \\t]*`, "i");
// "Begin forwarded message:": a marker that stands anywhere in its line.
const FORWARD_START = new RegExp(mailWords("forwardStarts"), "i");
// A sender named as a person: a first name and a surname ("Klaus Weber", "Kovács Anna", "Ana M. Petrović").
const PERSON = /^\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}[\p{Ll}.]*){1,2}$/u;
// A first name alone on the mail's last line ("Victoria").
// A letter, for a line that says something (module-level: the bundle builds a \p{...} literal again at each use).
const LETTER = /\p{L}/u;
const NAME_ALONE = /^\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?[.!]?$/u;

const isHeader = (line: string) => HEADER.test(unquoted(line).text);
/** "Sent: …", "Betreff: …": a header only a mail has, never a trip's field (read with its quote marks taken off). */
export const isMailOnlyHeader = (line: string) => MAIL_ONLY.test(unquoted(line).text);
/** "On Fri, 20 Nov 2026, Dan wrote:": the line that opens a quoted mail (read with its quote marks taken off). */
export const isAttribution = (line: string) => ATTRIBUTION.test(unquoted(line).text);
// "---------- Forwarded message ---------": a rule with words inside.
const isRuleWithWords = (line: string) => {
  const t = line.trim();
  return t.length >= 4 && t.startsWith("--") && t.endsWith("--");
};
/** "----- Mesaj redirecționat -----", "Begin forwarded message:": the line under which an earlier mail is pasted. */
const MARKER_IN_LINE = new RegExp(MARKER.source, "i");
export const isQuoteMarker = (line: string) =>
  (isRuleWithWords(line) && MARKER_IN_LINE.test(line)) || FORWARD_START.test(line) || OUTLOOK_RULE.test(line.trim());
// Outlook's line above the quoted mail's headers.
const OUTLOOK_RULE = /^_{10,80}$/;
/** "RE: viaje Cracovia", "Fwd: Skopje weekend": a subject written as the mail's first line, without its header name. */
export const isSubjectLine = (line: string) => REPLY_PREFIXES.test(line.trim()) && !/^i[ \t]*:/i.test(line.trim());

/**
 * The job with e-mail header lines taken out; text that is not a forwarded mail comes back unchanged. `known` is the
 * text's chat stamps when they were read already (a job's whole text, read by the thread reader first).
 */
export function dropMailHeaders(text: string, known?: (Stamp | null)[] | null): string {
  if (!text.includes("\n") && !MARKER.test(text)) return text;
  let lines = text.split(/\r?\n/);
  // A chat export: keep what each message says, without its time stamp and sender.
  const stamps = known !== undefined ? known : chatStamps(lines, (w) => placeIndex().givenNames.has(w));
  if (stamps) {
    lines = lines.map((l, i) => stamps[i]?.rest ?? l);
    text = lines.join("\n");
  }
  const attributed = lines.some((l) => ATTRIBUTION.test(unquoted(l).text));
  lines = lines.filter((l) => !ATTRIBUTION.test(unquoted(l).text));
  // A signature ("-- " on its own line) holds the sender's address, not the trip.
  const signature = lines.findIndex((l) => l.trim() === "--");
  if (signature > 0) lines = lines.slice(0, signature);
  // So do the lines under a sign-off ("Pozdrawiam,", "Danke, Peter"): a name, a phone, a street.
  const signOff = lines.findIndex((l, i) => i > 0 && SIGN_OFF.test(l.trim()) && lines.length - i <= 8);
  if (signOff > 0) lines = lines.slice(0, signOff);
  // In a reply chain the newest messages say where things stand: mail quoted twice or more is history
  // ("4 of us then" before "it's only the two of us now").
  if (lines.some((l) => unquoted(l).depth <= 1 && LETTER.test(l))) lines = lines.filter((l) => unquoted(l).depth < 2);
  text = lines.join("\n");
  const headerLines = lines.filter(isHeader);
  // Mail, not `key: value` travel fields: a marker, or headers that carry an address.
  // ("Von: Peter Huber / Gesendet: ... / An: ... / Betreff: ..." at the top is mail too, addresses or not, and so is
  // "Von: Klaus Weber / Betreff: AW: Dienstreise": two headers, one of them only mail has, the first naming a person.)
  const top = lines.find((l) => l.trim()) ?? "";
  const enough = headerLines.length >= 3 || (headerLines.length === 2 && PERSON.test(unquoted(top).text.replace(HEADER, "").trim()));
  const headed = enough && isHeader(top) && headerLines.some((l) => MAIL_ONLY.test(unquoted(l).text));
  // "________________ / From: HR": Outlook's rule with a header under it opens a quoted mail, as "Ana wrote:" does.
  const outlook = lines.some((l, i) => OUTLOOK_RULE.test(l.trim()) && isHeader(lines[i + 1] ?? ""));
  if (!MARKER.test(text) && !headed && !outlook && !attributed && !(headerLines.length >= 2 && headerLines.some((l) => EMAIL.test(l)))) return text;
  const kept: string[] = [];
  let subjectLine = "";
  // "Fwd: Re: Skopje weekend" as the first line is the subject, written without its header name.
  const firstLine = (lines[0] ?? "").trim();
  const first = REPLY_PREFIXES.exec(firstLine);
  if (first && !/^i[ \t]*:/i.test(firstLine)) {
    subjectLine = `${firstLine.slice(first[0].length)}.`;
    lines = lines.slice(1);
  }
  for (const line of lines) {
    if (isRuleWithWords(line) || FORWARD_START.test(line)) continue;
    const { text: bare, quote } = unquoted(line);
    if (HEADER.test(bare)) {
      // The subject often names the trip: keep its words, drop "Fwd:" and the header name.
      const subject = SUBJECT.exec(bare);
      if (subject) {
        const words = bare.slice(subject[0].length);
        subjectLine = `${words.slice(REPLY_PREFIXES.exec(words)?.[0].length ?? 0)}.`;
      }
      continue;
    }
    kept.push(quote ? line.slice(quote) : line);
  }
  // A first name alone on the mail's last line is whoever signed it ("Victoria"), not a place.
  while (kept.length && !kept[kept.length - 1]!.trim()) kept.pop();
  if (kept.length > 1 && NAME_ALONE.test((kept[kept.length - 1] as string).trim())) kept.pop();
  // The subject names the trip only when the body does not ("Fwd: Group to Warsaw" with a bare body).
  const body = kept.join("\n").replace(MARKER, " ");
  return /[0-9]|\b(?:from|to|flights?)\b/i.test(body) || !subjectLine ? body : `${subjectLine}\n${body}`;
}

// A forwarded or replied-to e-mail carries headers (From, Sent, Date, To, Subject) that are not the
// trip: the header date is when the mail was sent, the sender is a person. The itinerary is in the body.

// Header names in the languages of the region's mail clients.
const HEADER = /^\s*(?:>+\s*)?(?:from|sent|date|to|cc|bcc|reply-to|subject|od|do|von|an|gesendet|datum|dátum|betreff|de|envoyé|à|objet|para|enviado|asunto|da|inviato|oggetto|data|wysłano|temat|odesláno|komu|předmět|feladó|címzett|elküldve|tárgy|trimis|către|subiect|šalje|poslano|prima|naslov|poslané|komu|predmet|від|кому|тема|от|до|изпратено|дата|отправлено|надіслано)\s*:/i;
const MARKER =
  /(?:(?:-{2,}\s*|^\s*)(?:forwarded message|original message|weitergeleitete nachricht|ursprüngliche nachricht|message transféré|message d'origine|mensaje reenviado|mensaje original|messaggio inoltrato|messaggio originale|wiadomość przekazana|wiadomość oryginalna|přeposlaná zpráva|původní zpráva|preposlaná správa|pôvodná správa|továbbított üzenet|eredeti üzenet|mesaj redirecționat|mesaj original|proslijeđena poruka|izvorna poruka|originalna poruka|prosleđena poruka|posredovano sporočilo|izvirno sporočilo|препратено съобщение|оригинално съобщение|переслане повідомлення|пересланий лист|пересланное сообщение|пересланное письмо|препратено писмо)|begin forwarded message|^\s*(?:fwd?|wg|tr|rv|pd):)/im;
// "On Fri, 20 Nov 2026, Dan wrote:": who wrote the quoted mail, and when; not the trip.
const ATTRIBUTION =
  /^\s*(?:>+\s*)*(?:on|am|le|el|il|dne|dňa|w dniu|op|în|u|на)\b.{0,120}\b(?:wrote|schrieb|a écrit|escribió|ha scritto|napisał|napisała|napisał\(a\)|napsal|napsala|napísal|írta|a scris|je napisao|je napisala|je napisal|написа|написав|написал|schreef)\s*:?\s*$/i;
// "[20/11/2026, 18:03] Marta:", "20.11.26, 18:03 - Piotr:": a chat export's time stamp and sender.
const CHAT_STAMP = /^\s*\[?\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\]?\s*(?:-\s*)?[^:\n]{1,30}:\s*/;
// A mail's sign-off, alone on its line or with the sender's first name, in the languages of the region's mail.
const SIGN_OFF =
  /^\s*(?:(?:best |kind |warm )?regards|best|thanks|thank you|cheers|pozdrawiam|z poważaniem|dziękuję|s pozdravem|děkuji|díky|s pozdravom|ďakujem|mit freundlichen grüßen|viele grüße|liebe grüße|beste grüße|grüße|danke|lg|vg|mfg|üdvözlettel|üdv|köszönöm|köszi|cu stimă|mulțumesc|numai bine|srdačan pozdrav|lijep pozdrav|pozdrav|hvala|lep pozdrav|lp|с уважение|благодаря|поздрави|з повагою|дякую|с уважением|спасибо|cordialement|merci|saludos|un saludo|gracias|cordiali saluti|saluti|grazie|atenciosamente|obrigad[oa]|met vriendelijke groet|groeten|bedankt|med vänliga hälsningar|hälsningar|tack|venlig hilsen|hilsen|terveisin|kiitos|saygılarımla|teşekkürler|lugupidamisega|aitäh|pagarbiai|ačiū|ar cieņu|paldies)[,.!]*(?:\s+\p{Lu}\p{L}+[,.!]*)?\s*$/iu;
// Header names only mail has ("From", "To" and "Date" are a trip's fields too).
const MAIL_ONLY = /^\s*(?:sent|subject|cc|bcc|reply-to|gesendet|betreff|envoyé|objet|enviado|asunto|inviato|oggetto|wysłano|temat|odesláno|předmět|elküldve|tárgy|trimis|subiect|poslano|naslov|poslané|изпратено|тема)\s*:/i;
const EMAIL = /[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}/i;

/** The job with e-mail header lines taken out; text that is not a forwarded mail comes back unchanged. */
export function dropMailHeaders(text: string): string {
  if (!text.includes("\n") && !MARKER.test(text)) return text;
  let lines = text.split(/\r?\n/);
  // A chat export: keep what each message says, without its time stamp and sender.
  if (lines.filter((l) => CHAT_STAMP.test(l)).length >= 2) {
    lines = lines.map((l) => l.replace(CHAT_STAMP, ""));
    text = lines.join("\n");
  }
  lines = lines.filter((l) => !ATTRIBUTION.test(l));
  // A signature ("-- " on its own line) holds the sender's address, not the trip.
  const signature = lines.findIndex((l) => /^\s*--\s*$/.test(l));
  if (signature > 0) lines = lines.slice(0, signature);
  // So do the lines under a sign-off ("Pozdrawiam,", "Danke, Peter"): a name, a phone, a street.
  const signOff = lines.findIndex((l, i) => i > 0 && SIGN_OFF.test(l) && lines.length - i <= 8);
  if (signOff > 0) lines = lines.slice(0, signOff);
  // In a reply chain the newest messages say where things stand: mail quoted twice or more is history
  // ("4 of us then" before "it's only the two of us now").
  if (lines.some((l) => /^\s*(?:>\s?)?[^>\s]/.test(l) && /\p{L}/u.test(l))) lines = lines.filter((l) => !/^\s*>\s?>/.test(l));
  text = lines.join("\n");
  const headerLines = lines.filter((l) => HEADER.test(l));
  // Mail, not `key: value` travel fields: a marker, or headers that carry an address.
  // ("Von: Peter Huber / Gesendet: ... / An: ... / Betreff: ..." at the top is mail too, addresses or not.)
  const headed = headerLines.length >= 3 && HEADER.test(lines.find((l) => l.trim()) ?? "") && headerLines.some((l) => MAIL_ONLY.test(l));
  if (!MARKER.test(text) && !headed && !(headerLines.length >= 2 && headerLines.some((l) => EMAIL.test(l)))) return text;
  const kept: string[] = [];
  let subjectLine = "";
  // "Fwd: Re: Skopje weekend" as the first line is the subject, written without its header name.
  const first = /^\s*(?:(?:fwd?|re|aw|wg|tr|rv|pd|sv|vs|odp|odg|vá|ynt)\s*:\s*)+(.*)$/i.exec(lines[0] ?? "");
  if (first) {
    subjectLine = `${first[1] as string}.`;
    lines = lines.slice(1);
  }
  for (const line of lines) {
    if (/^\s*-{2,}.*-{2,}\s*$/.test(line) || /begin forwarded message/i.test(line)) continue;
    if (HEADER.test(line)) {
      // The subject often names the trip: keep its words, drop "Fwd:" and the header name.
      const subject = /^\s*(?:>+\s*)?(?:subject|betreff|objet|asunto|oggetto|temat|předmět|tárgy|subiect|naslov|predmet|тема)\s*:\s*(.*)$/i.exec(line);
      if (subject) subjectLine = (subject[1] as string).replace(/^(?:\s*(?:fwd?|re|wg|aw|tr|rv|pd|i)\s*:\s*)+/i, "") + ".";
      continue;
    }
    kept.push(line.replace(/^\s*>+\s?/, ""));
  }
  // A first name alone on the mail's last line is whoever signed it ("Victoria"), not a place.
  while (kept.length && !kept[kept.length - 1]!.trim()) kept.pop();
  if (kept.length > 1 && /^\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*[.!]?\s*$/u.test(kept[kept.length - 1] as string)) kept.pop();
  // The subject names the trip only when the body does not ("Fwd: Group to Warsaw" with a bare body).
  const body = kept.join("\n").replace(MARKER, " ");
  return /[0-9]|\b(?:from|to|flights?)\b/i.test(body) || !subjectLine ? body : `${subjectLine}\n${body}`;
}

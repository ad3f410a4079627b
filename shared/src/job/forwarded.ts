// A forwarded or replied-to e-mail carries headers (From, Sent, Date, To, Subject) that are not the
// trip: the header date is when the mail was sent, the sender is a person. The itinerary is in the body.

// Header names in the languages of the region's mail clients.
const HEADER = /^\s*(?:>+\s*)?(?:from|sent|date|to|cc|bcc|reply-to|subject|od|do|von|an|gesendet|datum|betreff|de|envoyé|à|objet|para|enviado|asunto|da|inviato|oggetto|data|wysłano|temat|odesláno|komu|předmět|feladó|címzett|elküldve|tárgy|trimis|către|subiect|šalje|poslano|prima|naslov|poslané|komu|predmet|від|кому|тема|от|до|изпратено)\s*:/i;
const MARKER = /(?:-{2,}\s*(?:forwarded message|original message|weitergeleitete nachricht|ursprüngliche nachricht|message transféré|mensaje reenviado|messaggio inoltrato|wiadomość przekazana|přeposlaná zpráva|továbbított üzenet)|begin forwarded message|^\s*(?:fwd?|wg|tr|rv|pd):)/im;
const EMAIL = /[^\s<>@]+@[^\s<>@]+\.[a-z]{2,}/i;

/** The job with e-mail header lines taken out; text that is not a forwarded mail comes back unchanged. */
export function dropMailHeaders(text: string): string {
  if (!text.includes("\n") && !MARKER.test(text)) return text;
  const lines = text.split(/\r?\n/);
  const headerLines = lines.filter((l) => HEADER.test(l));
  // Mail, not `key: value` travel fields: a marker, or headers that carry an address.
  if (!MARKER.test(text) && !(headerLines.length >= 2 && headerLines.some((l) => EMAIL.test(l)))) return text;
  const kept: string[] = [];
  let subjectLine = "";
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
  // The subject names the trip only when the body does not ("Fwd: Group to Warsaw" with a bare body).
  const body = kept.join("\n").replace(MARKER, " ");
  return /[0-9]|\b(?:from|to|flights?)\b/i.test(body) || !subjectLine ? body : `${subjectLine}\n${body}`;
}

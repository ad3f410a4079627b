// A pasted chat thread (WhatsApp, Slack, Teams exports) is a discussion, not one request: the plan agreed last in
// time is the one that counts, and an earlier proposal must not win. Messages are put in the order they were sent
// (an export may be pasted newest first) and each later message's own fields replace the earlier ones.
// Each line is read trimmed; the stamp pattern is anchored and bounded, so it never backtracks.

// "[20/11/2026, 18:03] Marta:", "20.11.26, 18:03 - Piotr:": day, month, year, hour, minute; then the sender.
const STAMP = /^\[?(\d{1,2})[./](\d{1,2})[./](\d{2,4}),?[ \t]{1,3}(\d{1,2}):(\d{2})(?::\d{2})?\]?[ \t]{0,3}(?:-[ \t]{0,3})?[^:\n]{1,30}:/;

/** One message of a thread: when it was sent (minutes, comparable) and what it says. */
export interface ThreadMessage {
  at: number;
  text: string;
}

/** The messages of a chat export in the order they were sent, or null when the text is not one (fewer than two stamps). */
export function readThread(text: string): ThreadMessage[] | null {
  const messages: (ThreadMessage & { order: number })[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    const m = STAMP.exec(trimmed);
    if (m) {
      const [, d, mo, y, h, mi] = m.map(Number) as number[];
      const year = (y as number) < 100 ? 2000 + (y as number) : (y as number);
      const at = Date.UTC(year, (mo as number) - 1, d, h, mi) / 60000;
      messages.push({ at, text: trimmed.slice(m[0].length).trim(), order: messages.length });
    } else if (messages.length && trimmed) (messages[messages.length - 1] as ThreadMessage).text += `\n${trimmed}`;
  }
  if (messages.length < 2) return null;
  return messages.sort((a, b) => a.at - b.at || a.order - b.order).map(({ at, text: t }) => ({ at, text: t }));
}

/** The fields a plan is made of; a later message that names one replaces what earlier ones said. */
export interface Plan {
  text: string;
  passengers: number | null;
  origin: unknown;
  destination: unknown;
  date: string | null;
  returnDate: string | null;
}

const nameOf = (place: unknown) => (place as { name?: string } | null)?.name;

/** The whole thread's reading with each field taken from the last message that names it. */
export function latestPlan<T extends Plan>(whole: T, messages: readonly T[]): T {
  const out: T = { ...whole };
  for (const m of messages) {
    // "4th is bad for me" is one voice in the thread, not a party of one.
    if (m.passengers !== null && (m.passengers > 1 || out.passengers === null)) out.passengers = m.passengers;
    // A message that names a new destination is a new plan for where: its own start point (or none) goes with it.
    // "Rome is expensive, maybe Milan?": the place a message moves away from is the old destination, not a start point.
    const replaced = !!m.origin && nameOf(m.origin) === nameOf(out.destination);
    if (m.destination) out.destination = m.destination;
    if (m.origin && !replaced) out.origin = m.origin;
    // "that weekend" in a reply points back at the plan, not at today: only a day written out moves the date.
    if (m.date && /\d/.test(m.text)) {
      out.date = m.date;
      out.returnDate = m.returnDate;
    }
  }
  return out;
}

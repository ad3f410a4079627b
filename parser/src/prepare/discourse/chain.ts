// A mail chain pasted whole (Outlook style, each earlier mail under its own header block, newest on top or at the
// bottom): like a chat thread, the plan agreed last in time counts. Each header block's date orders its message;
// a chain is read this way only when two or more blocks carry a date, so one forwarded mail stays one request.
// Every line is read trimmed, and each pattern is anchored and bounded.
import { isAttribution, opensQuotedMail } from "./forwarded.js";
import { mailWords } from "./mail-words.js";
import type { ThreadMessage } from "./thread.js";

const HEADER = new RegExp(`^>*[ \\t]*(?:${mailWords("headers")})[ \\t]*:`, "i");
const DATE_HEADER = new RegExp(`^>*[ \\t]*(?:${mailWords("dateHeaders")})[ \\t]*:[ \\t]*`, "i");
// "20.11.2026 09:12", "20/11/2026, 09:12", "2026-11-20 09:12": the numeric forms every client can write.
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const LETTER = /\p{L}/u;
const hasLetters = (line: string) => LETTER.test(line);
const NUMERIC = /(\d{1,4})[./-](\d{1,2})[./-](\d{2,4})[, \t]{1,3}(\d{1,2}):(\d{2})/;

function minutes(value: string): number | null {
  const m = NUMERIC.exec(value);
  if (m) {
    const [a, mo, c, h, mi] = m.slice(1).map(Number) as number[];
    const [y, d] = (a as number) > 31 ? [a as number, c as number] : [(c as number) < 100 ? 2000 + (c as number) : (c as number), a as number];
    return Date.UTC(y, (mo as number) - 1, d, h, mi) / 60000;
  }
  // "Friday, 20 November 2026 09:12", "Fri, 20 Nov 2026 09:12:00 +0100": what Date reads of RFC and English dates.
  const parsed = Date.parse(value.replace(/^[^,\d]{0,12},[ \t]*/, ""));
  if (!Number.isNaN(parsed)) return parsed / 60000;
  // "On Mon, 16 Nov 2026 at 10:12, Ana wrote:", "From: Lina, Thu 14 Jan 2027 09:12": a date inside other words.
  const inside = DAY_MONTH_YEAR.exec(value);
  const at = inside ? Date.parse(`${inside[1]} ${inside[2] ?? "00:00"} UTC`) : Number.NaN;
  return Number.isNaN(at) ? null : at / 60000;
}
const DAY_MONTH_YEAR = /(\d{1,2}[ \t]\p{L}{3,9}\.?[ \t]\d{4})(?:[^\d\n]{1,5}(\d{1,2}:\d{2}))?/u;

type Block = { at: number | null; lines: string[]; reply?: boolean };

/** The messages of a pasted mail chain in the order they were sent, or null when fewer than two carry a date. */
export function readMailChain(text: string): ThreadMessage[] | null {
  const blocks: Block[] = [{ at: null, lines: [] }];
  let inHeaders = false;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    // "On Mon, 16 Nov 2026 at 10:12, Ana Horvat <ana@example.hr> wrote:", "----- Original Message -----": the quoted mail
    // below is one block.
    if (isAttribution(trimmed) || opensQuotedMail(trimmed)) {
      blocks.push({ at: minutes(trimmed), lines: [], reply: true });
      inHeaders = false;
      continue;
    }
    if (HEADER.test(trimmed)) {
      // The quoted mail's own headers belong to the block its marker opened.
      const opened = blocks[blocks.length - 1] as Block;
      if (!inHeaders && !(opened.reply && opened.lines.length === 0)) blocks.push({ at: null, lines: [] });
      inHeaders = true;
      const block = blocks[blocks.length - 1] as { at: number | null };
      const date = DATE_HEADER.exec(trimmed);
      if (date) block.at = minutes(trimmed.slice(date[0].length));
      else block.at ??= minutes(trimmed);
      continue;
    }
    inHeaders = false;
    (blocks[blocks.length - 1] as { lines: string[] }).lines.push(trimmed.replace(/^>+[ \t]?/, ""));
  }
  // "From: Laura" without a date above the newest mail: that mail is the top block.
  if (!blocks[0]?.lines.some(hasLetters) && blocks[1] && !blocks[1].reply && blocks[1].at === null) blocks.shift();
  const dated = blocks.filter((b) => b.at !== null);
  const top = blocks[0] as { at: number | null; lines: string[] };
  // A reply written above the mail it quotes is a chain of two, dated or not.
  const replied = blocks.some((b) => b.reply && b.lines.some((l) => l)) && top.lines.some(hasLetters);
  if (dated.length < 2 && !replied) return null;
  // The text above the first header block was written last when the blocks below go back in time (newest on top).
  const descending = dated.length < 2 || (dated[0]?.at ?? 0) > (dated[dated.length - 1]?.at ?? 0);
  top.at = descending ? (dated[0]?.at ?? 0) + 1 : (dated[0]?.at ?? 0) - 1;
  const undated = (order: number) => (descending ? (top.at ?? 0) - order : (top.at ?? 0) + order);
  return blocks
    .filter((b) => b.lines.some((l) => l))
    .map((b, order) => ({ at: b.at ?? (b === top ? (top.at ?? 0) : undated(order)), text: b.lines.join("\n").trim(), order }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ at, text: t }) => ({ at, text: t }));
}

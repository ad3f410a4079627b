// A mail chain pasted whole (Outlook style, each earlier mail under its own header block, newest on top or at the
// bottom): like a chat thread, the plan agreed last in time counts. Each header block's date orders its message;
// a chain is read this way only when two or more blocks carry a date, so one forwarded mail stays one request.
// Every line is read trimmed, and each pattern is anchored and bounded.
import { isAttribution, isMailOnlyHeader, isQuoteMarker, isSubjectLine } from "./forwarded.js";
import { mailWords } from "../../language/mail-words.js";
import { unquoted } from "../../text/lines.js";
import { readStamp } from "./stamp.js";
import type { ThreadMessage } from "./thread.js";

const HEADER = new RegExp(`^>*[ \\t]*(?:${mailWords("headers")})[ \\t]*:`, "i");
const DATE_HEADER = new RegExp(`^>*[ \\t]*(?:${mailWords("dateHeaders")})[ \\t]*:[ \\t]*`, "i");
// "20.11.2026 09:12", "20/11/2026, 09:12", "2026-11-20 09:12": the numeric forms every client can write.
const DIGIT = /\d/;
const NUMERIC = /(\d{1,4})[./-](\d{1,2})[./-](\d{2,4})[, \t]{1,3}(\d{1,2}):(\d{2})/;

function minutes(value: string): number | null {
  // Every form read below has a day in figures: a header line without a digit ("To: Ana") dates nothing.
  if (!DIGIT.test(value)) return null;
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

interface Block {
  at: number | null;
  lines: string[];
  /** Opened by a quote's attribution or a forward marker: the mail pasted under the one written above it. */
  reply?: boolean;
  /** Its headers, unquoted, hold one only a mail has ("Sent", "Subject"): the first such block is a mail, not a form. */
  mailOnly?: boolean;
  /** Its first header is the sender's ("Von:", "From:"), as a mail's block opens; "Sent:" first follows a line cut off above. */
  fromFirst?: boolean;
}

/** The text's mails: what stands above the first header block, then each header block or quoted mail. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [{ at: null, lines: [] }];
  let inHeaders = false;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    // "On Mon, 16 Nov 2026 at 10:12, Ana Horvat <ana@example.hr> wrote:", "----- Mesaj redirecționat -----": the
    // mail below is one block, its own headers ("De la: Maria") with it.
    if (isAttribution(trimmed) || isQuoteMarker(trimmed)) {
      blocks.push({ at: minutes(trimmed), lines: [], reply: true });
      inHeaders = !isAttribution(trimmed);
      continue;
    }
    if (HEADER.test(trimmed)) {
      if (!inHeaders) blocks.push({ at: null, lines: [], fromFirst: !isMailOnlyHeader(trimmed) });
      inHeaders = true;
      const block = blocks[blocks.length - 1] as Block;
      const date = DATE_HEADER.exec(trimmed);
      if (blocks.length === 2 && !trimmed.startsWith(">") && isMailOnlyHeader(trimmed)) block.mailOnly = true;
      if (date) block.at = minutes(trimmed.slice(date[0].length));
      else block.at ??= minutes(trimmed);
      continue;
    }
    inHeaders = false;
    (blocks[blocks.length - 1] as Block).lines.push(trimmed.replace(/^>+[ \t]?/, ""));
  }
  // "RE: viaje Cracovia" above "tren de Cracovia a Praga ... 2027": the subject names the topic, the body the plan.
  const top = blocks[0] as Block;
  const first = top.lines.findIndex((l) => l);
  if (first >= 0 && isSubjectLine(top.lines[first] as string) && top.lines.slice(first + 1).some((l) => /\d/.test(l))) top.lines.splice(first, 1);
  // "Von: … Gesendet: … Betreff: …" under a mail written above it: Outlook's reply, the mail it answers below, dated or
  // not. A subject line alone above the headers ("Fwd: Visa") writes nothing of its own.
  const answered = blocks[1];
  if (answered?.fromFirst && answered.mailOnly && top.lines.some(writes)) answered.reply = true;
  return blocks;
}

/** A line of a mail's own words: not its subject, a forward marker or a header, nor a chat stamp with nothing after it. */
function writes(line: string): boolean {
  const rest = readStamp(line)?.rest ?? line;
  return LETTER.test(rest) && !isSubjectLine(rest) && !isQuoteMarker(rest) && !HEADER.test(rest);
}

const said = (b: Block) => b.lines.some((l) => LETTER.test(l));

/** The messages of a pasted mail chain in the order they were sent, or null when fewer than two carry a date. */
export function readMailChain(text: string): ThreadMessage[] | null {
  const blocks = blocksOf(text);
  const dated = blocks.filter((b) => b.at !== null);
  // A reply written above the mail it quotes or forwards is a chain of two or more, newest on top, dated or not.
  const firstReply = blocks.findIndex((b) => b.reply);
  const replied = firstReply > 0 && said(blocks[firstReply] as Block) && blocks.slice(0, firstReply).some(said);
  if (dated.length < 2 && !replied) return null;
  if (dated.length < 2) {
    const newestFirst = blocks.filter(said).map((b) => b.lines.join("\n").trim());
    return newestFirst.reverse().map((t, at) => ({ at, text: t }));
  }
  const top = blocks[0] as Block;
  // The text above the first header block was written last when the blocks below go back in time (newest on top).
  const descending = (dated[0]?.at ?? 0) > (dated[dated.length - 1]?.at ?? 0);
  top.at = descending ? (dated[0]?.at ?? 0) + 1 : (dated[0]?.at ?? 0) - 1;
  const undated = (order: number) => (descending ? (top.at ?? 0) - order : (top.at ?? 0) + order);
  return blocks
    .filter((b) => b.lines.some((l) => l))
    .map((b, order) => ({ at: b.at ?? (b === top ? (top.at ?? 0) : undated(order)), text: b.lines.join("\n").trim(), order }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ at, text: t }) => ({ at, text: t }));
}

const LETTER = /\p{L}/u;
// A line that opens with a quote mark ("Riga -> Oslo" holds one inside a line only).
const QUOTED_LINE = /^[ \t]{0,8}>/m;

/**
 * A reply written over the mails it quotes, each older one a quote level deeper ("> > Rome on 5 May?", "> Yes, but
 * Milan", "Ok, Milan it is"): the messages from the deepest level up, or null when no mail is quoted twice.
 */
export function readQuoteLevels(text: string): ThreadMessage[] | null {
  if (!QUOTED_LINE.test(text)) return null;
  const levels = new Map<number, string[]>();
  const order: number[] = [];
  for (const line of text.split(/\r?\n/)) {
    const { depth, text: words } = unquoted(line);
    // The headers and the subject name the chain's topic ("Re: Palanga trip"), not what a reply asks.
    if (!words || HEADER.test(words) || isSubjectLine(words) || isAttribution(words)) continue;
    const level = levels.get(depth) ?? [];
    level.push(words);
    levels.set(depth, level);
    if (LETTER.test(words)) order.push(depth);
  }
  const said = [...levels].filter(([, lines]) => lines.some((l) => LETTER.test(l)));
  // One level of quotes above the reply is a mail pasted under its question, read whole; a reply written under the
  // quote it answers, or deeper levels, are the messages of a chain.
  const answered = (order[0] ?? 0) > 0 && order[order.length - 1] === 0;
  if (said.length < 2 || !said.some(([depth]) => depth === 0) || !(answered || said.some(([depth]) => depth >= 2))) return null;
  return said.sort((a, b) => b[0] - a[0]).map(([depth, lines]) => ({ at: -depth, text: lines.join("\n") }));
}

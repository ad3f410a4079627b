// Small readers of a line's edges. Patterns that skip blanks or quote marks at an edge ("^\s*>+\s*",
// "[.!?\n]\s*$") backtrack on long runs of them; these walk the edge once.

import { MAX_LINE } from "./bound.js";

const isBlank = (c: string) => c.trim() === "";

/**
 * A line of mail with its quote marks ("> > ") taken off: how many it had, where the line's own words start
 * (after the last mark and one blank; 0 when it has none), and those words trimmed, at most MAX_LINE of them:
 * the mail reader's line patterns never see more.
 */
export function unquoted(line: string): { depth: number; quote: number; text: string } {
  let i = 0;
  let depth = 0;
  let quote = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (c === ">") {
      depth++;
      i++;
      quote = line[i] === " " ? i + 1 : i;
    } else if (c === " " || c === "\t") i++;
    else break;
  }
  return { depth, quote, text: line.slice(i, i + MAX_LINE).trim() };
}

/** True when `text` (up to `end`) ends a sentence: the last thing before its trailing blanks is . ! ? or a line break. */
export function endsSentence(text: string, end = text.length): boolean {
  for (let i = end - 1; i >= 0; i--) {
    const c = text[i] as string;
    if (c === "\n" || c === "." || c === "!" || c === "?") return true;
    if (!isBlank(c)) return false;
  }
  return false;
}

/** `text` without the characters of `set` at its end ("Warsaw ·, " → "Warsaw"). */
export function trimEndOf(text: string, set: string): string {
  let end = text.length;
  while (end > 0 && set.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

// Text helpers for anything that is clipped or percent-encoded. encodeURIComponent throws on a lone
// surrogate, and String#slice can cut a surrogate pair or a grapheme (an emoji with a skin tone, a
// flag) in half, so every string is made well-formed first and cut only at segment boundaries.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with every lone surrogate replaced by U+FFFD (what String#toWellFormed does). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

// Made on the first text too long to send: an Intl object at module load would map ICU's data (~7 MB of RSS) into
// every process at start-up, WhatsApp or not.
let segmenters: { words: Intl.Segmenter; graphemes: Intl.Segmenter } | undefined;
const segmenter = () => (segmenters ??= { words: new Intl.Segmenter("en", { granularity: "word" }), graphemes: new Intl.Segmenter("en", { granularity: "grapheme" }) });
const ELLIPSIS = "…";

/**
 * The longest prefix of `text` whose cost stays within `budget`, cut at a word boundary (or, when the
 * first word alone is too long, at a grapheme boundary) and marked with an ellipsis. `cost` measures a
 * piece, e.g. its length or the length of its percent-encoding; it must add up over concatenation.
 */
export function clipToFit(text: string, budget: number, cost: (piece: string) => number = (p) => p.length): string {
  const whole = wellFormed(text);
  if (cost(whole) <= budget) return whole;
  const room = budget - cost(ELLIPSIS);
  if (room <= 0) return "";
  const byWords = longestPrefix(segmenter().words.segment(whole), room, cost);
  const kept = byWords.trimEnd() || longestPrefix(segmenter().graphemes.segment(whole), room, cost);
  return kept ? `${kept.trimEnd()}${ELLIPSIS}` : "";
}

function longestPrefix(segments: Iterable<{ segment: string }>, room: number, cost: (piece: string) => number): string {
  let used = 0;
  let out = "";
  for (const { segment } of segments) {
    const c = cost(segment);
    if (used + c > room) break;
    used += c;
    out += segment;
  }
  return out;
}

/** How many characters `text` takes in a URL query once percent-encoded. */
export function encodedLength(text: string): number {
  return encodeURIComponent(text).length;
}

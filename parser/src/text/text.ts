/** One word of a job, folded for matching, with where it sits in the text. */
export interface Token {
  /** Lower-case, accent-free form used for matching ("krakow" for "Kraków"). */
  s: string;
  start: number;
  end: number;
  /** Written in capitals (2+ letters), e.g. an IATA code such as "WAW". */
  upper: boolean;
  /** Written with a leading capital. */
  cap: boolean;
  /** Digits glued to letters before them, as in a flight number ("BA875"). */
  glued: boolean;
  /** Written without diacritics: only such a word can be one of the grammar's English words ("cât" is not "cat"). */
  plain: boolean;
}

/** A job ready for matching: the text (NFC), its folded twin of the same length, and its words. */
export interface JobText {
  raw: string;
  folded: string;
  tokens: Token[];
}

// Letters that do not decompose under NFD but have an obvious Latin base.
const SPECIAL: Readonly<Record<string, string>> = {
  "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ħ": "h", "ı": "i", "ß": "s", "æ": "a", "Æ": "a",
  "œ": "o", "Œ": "o", "þ": "t", "ð": "d", "’": "'", "‘": "'", "–": "-", "—": "-", "→": ">", "⇒": ">", "»": ">",
  "ґ": "г", "Ґ": "г", "ς": "σ", "\u00a0": " ", "\u2009": " ", "\u202f": " ",
};

/**
 * The letters a folded word is made of: Latin folds to a-z; Cyrillic (Bulgarian, Ukrainian, Serbian,
 * Macedonian, Russian) stays in its script, lower-cased, with й, ё, ї kept; Greek loses its accents.
 * A regular-expression character class body, shared by the tokenizer, the name keys and the data build.
 */
export const LETTERS = "a-z\\u0430-\\u045f\\u03b1-\\u03c9";

function isGreek(code: number): boolean {
  return (code >= 0x391 && code <= 0x3a9) || (code >= 0x3b1 && code <= 0x3c9);
}

const foldCache = new Map<string, string>();

function foldChar(c: string): string {
  const cached = foldCache.get(c);
  if (cached !== undefined) return cached;
  let out = SPECIAL[c];
  if (out === undefined) {
    const base = c.normalize("NFD").charAt(0);
    if (base.charCodeAt(0) < 128 || isGreek(base.charCodeAt(0))) out = base.toLowerCase();
    else {
      const lower = c.toLowerCase();
      out = lower.length === 1 ? lower : c;
    }
  }
  if (foldCache.size < 4096) foldCache.set(c, out);
  return out;
}

const NON_ASCII = /[\u0080-\uffff]/;

const NON_ASCII_CHARS = /[\u0080-\uffff]/g;

/** Lower-cases and strips accents one character for one character, so offsets stay valid. */
export function foldText(text: string): string {
  return NON_ASCII.test(text) ? text.replace(NON_ASCII_CHARS, foldChar).toLowerCase() : text.toLowerCase();
}

const WORD = new RegExp(`[${LETTERS}]+|[0-9]+`, "g");

/** The words of `prepareText(input).tokens` alone (their `s`), for readers that need neither positions nor case. */
export function wordsOf(input: string): string[] {
  const raw = NON_ASCII.test(input) ? input.normalize("NFC") : input;
  return foldText(raw).match(WORD) ?? [];
}

/** Splits a job into words; letters and digits are separate words ("2pax" is "2" "pax"). */
export function prepareText(input: string): JobText {
  const raw = NON_ASCII.test(input) ? input.normalize("NFC") : input;
  const folded = foldText(raw);
  const tokens: Token[] = [];
  const ascii = !NON_ASCII.test(raw);
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  let prevEnd = -1;
  let prevAlpha = false;
  while ((m = WORD.exec(folded)) !== null) {
    const start = m.index;
    const end = start + m[0].length;
    const first = raw.charCodeAt(start);
    const isDigit = first >= 48 && first <= 57;
    tokens.push({
      s: m[0],
      start,
      end,
      upper: !isDigit && end - start >= 2 && allCapitals(raw, start, end),
      cap: !isDigit && isCapital(raw, start),
      glued: isDigit && prevAlpha && prevEnd === start,
      plain: ascii || isPlain(raw, start, end),
    });
    prevEnd = end;
    prevAlpha = !isDigit;
  }
  return { raw, folded, tokens };
}

function isPlain(raw: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (raw.charCodeAt(i) > 127) return false;
  return true;
}

function isCapital(raw: string, at: number): boolean {
  const c = raw.charCodeAt(at);
  if (c < 128) return c >= 65 && c <= 90;
  const ch = raw.charAt(at);
  return ch !== ch.toLowerCase();
}

function allCapitals(raw: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isCapital(raw, i)) return false;
  return true;
}


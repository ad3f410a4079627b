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
  /**
   * The folded words, token by token (`tokens[i].s`), made with the tokens: the canonical reading, the misspelling
   * reader, the travel gate and the details read them here rather than fold and split the text again.
   */
  words: readonly string[];
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

function foldChar(c: string): string {
  let out = SPECIAL[c];
  if (out === undefined) {
    const base = c.normalize("NFD").charAt(0);
    if (base.charCodeAt(0) < 128 || isGreek(base.charCodeAt(0))) out = base.toLowerCase();
    else {
      const lower = c.toLowerCase();
      out = lower.length === 1 ? lower : c;
    }
  }
  return out;
}

const NON_ASCII = /[\u0080-\uffff]/;

// Each code unit's fold (`foldChar`, always one unit), kept as the unit is first met: 0 until then (no unit from 128 up
// folds to 0). Made with the first text beyond ASCII.
let foldedUnits: Uint16Array | undefined;
// The folded text's units, written in place (a scratch buffer, grown as texts need, holding nothing between calls).
let units = new Uint16Array(512);
// String.fromCharCode takes its units as arguments: a long text is written a slice at a time.
const UNITS_PER_CALL = 8192;

function foldedUnit(code: number, table: Uint16Array): number {
  let unit = table[code] as number;
  if (unit === 0) {
    unit = foldChar(String.fromCharCode(code)).charCodeAt(0);
    table[code] = unit;
  }
  return unit;
}

/** Lower-cases and strips accents one character for one character, so offsets stay valid. */
/** Whether a word opens with a digit (a token is digits whole or letters whole). */
export function opensWithDigit(word: string): boolean {
  const c = word.charCodeAt(0);
  return c >= 48 && c <= 57;
}

export function foldText(text: string): string {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) < 128) i++;
  if (i === text.length) return text.toLowerCase();
  // Beyond ASCII, each unit is written into an array and the text made once from it (a string joined piece by piece,
  // one piece per letter of a Cyrillic or Greek job, cost three times more).
  const table = (foldedUnits ??= new Uint16Array(0x10000));
  if (units.length < text.length) units = new Uint16Array(text.length * 2);
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    units[k] = c < 128 ? c : foldedUnit(c, table);
  }
  let out = "";
  for (let k = 0; k < text.length; k += UNITS_PER_CALL) {
    out += String.fromCharCode.apply(null, units.subarray(k, Math.min(text.length, k + UNITS_PER_CALL)) as unknown as number[]);
  }
  return out.toLowerCase();
}

// Code units whose every string is already NFC: no composing with a neighbour, no decomposition of their own
// (below the combining marks at U+0300, Greek and Cyrillic letters, dashes, quotes, currency signs, arrows).
function stableUnderNfc(c: number): boolean {
  if (c < 0x300) return true;
  if (c < 0x2010) return (c >= 0x386 && c <= 0x3ce && c !== 0x387) || (c >= 0x400 && c <= 0x482) || (c >= 0x48a && c <= 0x52f);
  return c <= 0x2027 || (c >= 0x2030 && c <= 0x205e) || (c >= 0x20a0 && c <= 0x20c0) || (c >= 0x2190 && c <= 0x21ff);
}

/** The text in NFC, as `normalize("NFC")` writes it, without asking ICU when every unit is already stable. */
function nfc(input: string): string {
  for (let i = 0; i < input.length; i++) if (!stableUnderNfc(input.charCodeAt(i))) return input.normalize("NFC");
  return input;
}

// A letter of a folded word (`LETTERS`: a-z, Cyrillic а-џ, Greek α-ω) or a digit; 0 for neither.
function wordClass(c: number): 0 | 1 | 2 {
  if (c >= 97 && c <= 122) return 1;
  if (c >= 48 && c <= 57) return 2;
  return (c >= 0x430 && c <= 0x45f) || (c >= 0x3b1 && c <= 0x3c9) ? 1 : 0;
}

/** The folded words of a text, as `prepareText(input).tokens` spells them, without making the tokens. */
export function foldedWords(input: string): string[] {
  const folded = foldText(nfc(input));
  const out: string[] = [];
  for (let start = runStart(folded, 0), end = 0; start < folded.length; start = runStart(folded, end)) {
    end = runEnd(folded, start);
    out.push(folded.slice(start, end));
  }
  return out;
}

// Runs of letters or of digits, as /[LETTERS]+|[0-9]+/g would find them: where the next one starts (the text's
// length when none does), and where the one starting at `start` ends.
function runStart(folded: string, at: number): number {
  while (at < folded.length && wordClass(folded.charCodeAt(at)) === 0) at++;
  return at;
}
function runEnd(folded: string, start: number): number {
  const kind = wordClass(folded.charCodeAt(start));
  let at = start + 1;
  while (at < folded.length && wordClass(folded.charCodeAt(at)) === kind) at++;
  return at;
}

/** Splits a job into words; letters and digits are separate words ("2pax" is "2" "pax"). */
export function prepareText(input: string): JobText {
  const raw = nfc(input);
  const folded = foldText(raw);
  const tokens: Token[] = [];
  const words: string[] = [];
  const ascii = !NON_ASCII.test(raw);
  let prevEnd = -1;
  let prevAlpha = false;
  for (let start = runStart(folded, 0), end = 0; start < folded.length; start = runStart(folded, end)) {
    end = runEnd(folded, start);
    const first = raw.charCodeAt(start);
    const isDigit = first >= 48 && first <= 57;
    const s = folded.slice(start, end);
    words.push(s);
    tokens.push({
      s,
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
  return { raw, folded, tokens, words };
}

function isPlain(raw: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (raw.charCodeAt(i) > 127) return false;
  return true;
}

// Whether each unit beyond ASCII is a capital (it changes when lower-cased), kept as first met: 0 unknown, 1 no, 2 yes.
let capitalUnits: Uint8Array | undefined;

function isCapital(raw: string, at: number): boolean {
  const c = raw.charCodeAt(at);
  if (c < 128) return c >= 65 && c <= 90;
  const table = (capitalUnits ??= new Uint8Array(0x10000));
  if (table[c] === 0) {
    const ch = raw.charAt(at);
    table[c] = ch !== ch.toLowerCase() ? 2 : 1;
  }
  return table[c] === 2;
}

function allCapitals(raw: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isCapital(raw, i)) return false;
  return true;
}


/** A piece of a text being put together: a span [from, to) of a prepared text, or new words. */
export type TextPiece = { of: JobText; from: number; to: number } | string;


/**
 * The pieces joined and split into words as `prepareText` splits the joined text, the words of the prepared spans
 * taken over rather than read again; null where that could differ (a piece that starts with a mark composing with
 * what comes before it, a folding that changes a text's length, a word running from one piece into the next).
 */
export function joinPrepared(pieces: readonly TextPiece[]): JobText | null {
  let raw = "";
  let folded = "";
  const tokens: Token[] = [];
  // Each text the pieces come from is checked once: NFC as it is, and folded to its own length.
  const checked = new Set<JobText>();
  // Whether the joined text so far ends in a letter or digit: kept, not read from its end (a text joined with `+=`
  // is copied whole when a character of it is read).
  let endsInWord = false;
  // The spans of one text come in its order, whole texts between them (the canonical writer's copies of the job, its
  // words written between): a span's tokens are looked for from where the last span's ended, not by halving again.
  let spanOf: JobText | null = null;
  let spanEnd = 0;
  let spanToken = 0;
  for (const piece of pieces) {
    const part = typeof piece === "string" ? prepareText(piece) : piece.of;
    const from = typeof piece === "string" ? 0 : piece.from;
    const to = typeof piece === "string" ? part.raw.length : piece.to;
    if (from >= to) continue;
    if (!checked.has(part) && (part.raw !== nfc(part.raw) || part.folded.length !== part.raw.length)) return null;
    checked.add(part);
    if (!stableUnderNfc(part.raw.charCodeAt(from))) return null;
    if (wordClass(part.folded.charCodeAt(from)) !== 0 && endsInWord) return null;
    let k: number = from === 0 ? 0 : part === spanOf && from >= spanEnd ? spanToken : firstEndingAfter(part.tokens, from);
    while (k < part.tokens.length && (part.tokens[k] as Token).end <= from) k++;
    // Only the piece's own tokens are read: a span of a long text is not a walk over all its words.
    for (; k < part.tokens.length && (part.tokens[k] as Token).start < to; k++) {
      const t = part.tokens[k] as Token;
      if (t.start < from || t.end > to) return null;
      // Written out as prepareText writes a token, so every token has the one shape the stages' reads expect. Whether
      // it is plain is its own letters' (prepareText's `ascii` only saves reading them), the same here as there.
      const at = raw.length - from;
      tokens.push({ s: t.s, start: t.start + at, end: t.end + at, upper: t.upper, cap: t.cap, glued: t.glued, plain: t.plain });
    }
    if (from > 0 || to < part.raw.length) [spanOf, spanEnd, spanToken] = [part, to, k];
    raw += part.raw.slice(from, to);
    folded += part.folded.slice(from, to);
    endsInWord = wordClass(part.folded.charCodeAt(to - 1)) !== 0;
  }
  // Whether digits are glued to letters before them is the joined text's.
  // A loop, not a callback: the Worker's bundle names every closure it makes (esbuild's keepNames), here one per token.
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const before = i > 0 ? tokens[i - 1] : undefined;
    t.glued = isDigitCode(raw.charCodeAt(t.start)) && !!before && !isDigitCode(raw.charCodeAt(before.start)) && before.end === t.start;
    words.push(t.s);
  }
  return { raw, folded, tokens, words };
}

/** The first token that ends after `offset` (tokens lie in order and apart, so their ends rise too), or their count. */
function firstEndingAfter(tokens: readonly Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((tokens[mid] as Token).end <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

import type { Language } from "../../language/lexicon.js";
import { monthNames } from "../../tables/english-names.js";
import type { JobText, Token } from "../../text/text.js";
import { TypingIndex, type TypedForms } from "./fuzzy.js";

// A word beside a day's number or a year is where a date names its month, in any language and whatever its case
// (English and German write months with a capital): there a slip is read among the month names of the job's languages
// alone, a list short enough that a near one is the month meant. Elsewhere a capital or a language without a full
// word list keeps a word as written (./correct.ts). Examples in ./corpus.json.

const YEAR = /^(?:19|20)\d\d$/;
// A short word between the number and the month ("15 de noviembre", "the 3rd of March"), or an ordinal's letters.
const LINK_LENGTH = 3;

const isDay = (s: string) => /^\d{1,2}$/.test(s) && Number(s) >= 1 && Number(s) <= 31;
const isDayOrYear = (s: string) => isDay(s) || YEAR.test(s);

// Only spaces and a day's dot stand between a date's parts ("3. mája", "2027. március"): a comma ends the date
// ("for 2, Květa and me").
const DATE_GAP = /^[\s.]*$/;

// The number a step away from token i (one short word or an ordinal's letters may stand between), or undefined.
function numberBeside(text: JobText, i: number, step: 1 | -1): string | undefined {
  for (let j = i + step, hops = 0; j >= 0 && j < text.tokens.length && hops < 2; j += step, hops++) {
    const t = text.tokens[j] as Token;
    const near = text.tokens[j - step] as Token;
    if (!DATE_GAP.test(step > 0 ? text.folded.slice(near.end, t.start) : text.folded.slice(t.end, near.start))) return undefined;
    const c = t.s.charCodeAt(0);
    if (c >= 48 && c <= 57) return t.s;
    if (t.s.length > LINK_LENGTH) return undefined;
  }
  return undefined;
}

/** Whether token i stands where a date names its month: after a day or a year, or before a day or a year. */
export function inMonthSlot(text: JobText, i: number): boolean {
  const before = numberBeside(text, i, -1);
  if (before !== undefined && isDayOrYear(before)) return true;
  const after = numberBeside(text, i, 1);
  return after !== undefined && isDayOrYear(after);
}

const monthIndexes = new WeakMap<Language, TypingIndex<string>>();
// Module-level: the bundle writes a \p{...} literal as `new RegExp(...)`, built again at every evaluation.
const LETTERS_ONLY = /^\p{L}+$/u;

/** A language's month names in every form its file lists (CLDR's, inflected), each standing for the English month. */
function monthIndex(lang: Language): TypingIndex<string> {
  const index = monthIndexes.get(lang);
  if (index) return index;
  const months = new Set(monthNames());
  const built = new TypingIndex<string>();
  const seen = new Set<string>();
  const add = (form: string, month: string) => {
    if (form.length < 4 || seen.has(form) || !LETTERS_ONLY.test(form)) return;
    seen.add(form);
    built.add(form, month);
  };
  for (const [form, canonical] of lang.words) if (months.has(canonical)) add(form, canonical);
  if (lang.tag === "en") for (const month of months) add(month, month);
  monthIndexes.set(lang, built);
  return built;
}

/** The month form a slip away from the token, when every nearest form of the job's languages names the same month. */
export function monthSlip(typed: TypedForms, lexicons: readonly Language[]): { to: string; distance: number } | null {
  let best: { to: string; month: string; distance: number }[] = [];
  for (const lex of lexicons)
    for (const near of monthIndex(lex).nearest(typed)) {
      if (best.length > 0 && near.distance > (best[0] as { distance: number }).distance) continue;
      if (best.length > 0 && near.distance < (best[0] as { distance: number }).distance) best = [];
      best.push({ to: near.word, month: near.value, distance: near.distance });
    }
  const sameLength = best.filter((n) => n.to.length === typed.token.length);
  const pick = sameLength.length > 0 ? sameLength : best;
  const first = pick[0];
  return first && new Set(pick.map((n) => n.month)).size === 1 ? { to: first.to, distance: first.distance } : null;
}

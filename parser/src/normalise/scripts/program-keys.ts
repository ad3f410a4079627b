// A job passed as another tool's arguments ({"query": ..., "locale": ...}, "?from=...&to=...") names its fields in
// English whatever language its values are written in: a JSON key and a query string's name are a program's words.
const PROGRAM_KEY = /"([^"\n]{1,40})"\s*:|[?&]([a-z][a-z0-9_-]{0,29})=/gi;
// A line's label ("from: ...", "Polazak: ...") may be a program's or a person's form in their own language: only where
// the rest is in another script are its Latin letters surely no one's prose.
const LINE_LABEL = /(?:^|\n)[ \t]*[a-z][a-z0-9_-]{0,29}:[ \t]/gi;
// What every PROGRAM_KEY match holds: most jobs have none, and are not copied.
const MAY_HOLD_KEY = /":|=/;

/** The text with its program keys taken out, for counting what a person wrote. */
export function withoutProgramKeys(text: string): string {
  const keyed = MAY_HOLD_KEY.test(text) ? text.replace(PROGRAM_KEY, " ") : text;
  return keyed.includes(":") ? keyed.replace(LINE_LABEL, "\n") : keyed;
}

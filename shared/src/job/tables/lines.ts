// The generated tables (shared/data/generated/*.js, written by scripts/data/build-tables.ts) are string
// literals in a compact text form, each inside a function so that V8 materialises it only when a job first
// needs it: one record per line, fields split by a tab. These read them without a copy of the whole text.

/** Field separator of a record. */
export const FIELD = "\t";
/** Record separator. */
export const RECORD = "\n";

/** Calls `each(record, i)` for every line of `text` (the last line has no newline after it). */
export function forEachLine(text: string, each: (line: string, i: number) => void): void {
  let from = 0;
  let i = 0;
  while (from < text.length) {
    let end = text.indexOf(RECORD, from);
    if (end < 0) end = text.length;
    each(text.slice(from, end), i++);
    from = end + 1;
  }
}

/** Where each line of `text` starts, with the text's length (plus one) after the last: line i is [at[i], at[i + 1] - 1). */
export function lineStarts(text: string): Int32Array {
  let n = 0;
  for (let at = text.indexOf(RECORD); at >= 0; at = text.indexOf(RECORD, at + 1)) n++;
  const starts = new Int32Array(n + 2);
  let line = 1;
  for (let at = text.indexOf(RECORD); at >= 0; at = text.indexOf(RECORD, at + 1)) starts[line++] = at + 1;
  starts[line] = text.length + 1;
  return starts.subarray(0, line + 1);
}

/** Lines `text` holds, split into a Set (an empty text is an empty set). */
export function lineSet(text: string): Set<string> {
  return new Set(text ? text.split(RECORD) : []);
}

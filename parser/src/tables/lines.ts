// The generated tables (parser/data/generated/*.js, written by scripts/data/build-tables.ts) are string
// literals in a compact text form, each inside a function so that V8 materialises it only when a job first
// needs it: one record per line, fields split by a tab. These read them without a copy of the whole text.

import { forgetPrebuilt, prebuiltIndex } from "./prebuilt-index.js";

/** Field separator of a record. */
export const FIELD = "\t";
/** Record separator. */
export const RECORD = "\n";

// A unit beyond Latin-1. From this length on a text is searched by the regular expression engine's native code: a loop
// over each table's characters (some 3.6 million on the first job), in code not yet optimised, was ~10-20 ms of that
// job's CPU (issue 28). A word is quicker by the loop.
const WIDE_UNIT = /[\u0100-\uffff]/;
const SEARCHED_FROM = 256;

/** Whether a text has a character beyond Latin-1: V8 keeps such a string two bytes a character, the whole of it. */
export function isWide(text: string): boolean {
  if (text.length >= SEARCHED_FROM) return WIDE_UNIT.test(text);
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return true;
  return false;
}

// No shorter text is registered: a bundle indexes tables of 512 lines or more (scripts/data-files-plugin.mjs).
const REGISTERED_FROM = 1024;

/** Calls `each(record, i)` for every line of `text` (the last line has no newline after it). */
export function forEachLine(text: string, each: (line: string, i: number) => void): void {
  // A table this long may be registered with an index (./prebuilt-index.ts) that a reading line by line never takes.
  if (text.length >= REGISTERED_FROM) forgetPrebuilt(text);
  let from = 0;
  let i = 0;
  while (from < text.length) {
    let end = text.indexOf(RECORD, from);
    if (end < 0) end = text.length;
    each(text.slice(from, end), i++);
    from = end + 1;
  }
}

/**
 * The bounds the bundle prebuilt for this very text (./prebuilt-index.ts), when it has them and they fit it. Taking
 * them also ends the text's registration, which otherwise keeps a table read by other means alive for good.
 */
function prebuiltBounds(text: string): Int32Array | undefined {
  const bounds = text.length > 0 ? prebuiltIndex(text)?.bounds : undefined;
  return bounds && bounds.length % 2 === 1 && bounds[bounds.length - 1] === text.length + 1 ? bounds : undefined;
}

/** Where each line of `text` starts, with the text's length (plus one) after the last: line i is [at[i], at[i + 1] - 1). */
export function lineStarts(text: string): Int32Array {
  const bounds = prebuiltBounds(text);
  if (bounds) {
    // A loop, not Int32Array.from with a callback: this runs once per table, on the first job, in code not yet optimised.
    const starts = new Int32Array((bounds.length + 1) / 2);
    for (let line = 0; line < starts.length; line++) starts[line] = bounds[2 * line] as number;
    return starts;
  }
  let n = 0;
  for (let at = text.indexOf(RECORD); at >= 0; at = text.indexOf(RECORD, at + 1)) n++;
  const starts = new Int32Array(n + 2);
  let line = 1;
  for (let at = text.indexOf(RECORD); at >= 0; at = text.indexOf(RECORD, at + 1)) starts[line++] = at + 1;
  starts[line] = text.length + 1;
  return starts.subarray(0, line + 1);
}

// Sorted keys share their beginnings ("bilet", "bileta", "biletami"): each line starts with one base-36 digit,
// how many characters it shares with the line before (at most 35), then the rest of its key.
const MOST_SHARED = 35;

/** Keys, in order, as front-coded lines (see frontDecode). */
export function frontCode(keys: readonly string[]): string[] {
  let previous = "";
  return keys.map((key) => {
    let n = 0;
    while (n < MOST_SHARED && n < key.length && n < previous.length && key.charCodeAt(n) === previous.charCodeAt(n)) n++;
    previous = key;
    return n.toString(36) + key.slice(n);
  });
}

/** Calls `each(key, rest)` for every front-coded line of `text`, where `rest` is what follows the key's tab (or ""). */
export function frontDecode(text: string, each: (key: string, rest: string) => void): void {
  let previous = "";
  forEachLine(text, (line) => {
    const tab = line.indexOf(FIELD);
    const coded = tab < 0 ? line : line.slice(0, tab);
    previous = previous.slice(0, parseInt(coded.charAt(0), 36)) + coded.slice(1);
    each(previous, tab < 0 ? "" : line.slice(tab + 1));
  });
}

/**
 * Where each line of `text` starts and where its key ends (its first tab, or the line's end), side by side, with
 * the text's length plus one after the last line: line i is [at[2i], at[2i + 2] - 1), its key [at[2i], at[2i + 1]).
 */
export function wordBounds(text: string): Int32Array {
  // A copy: the prebuilt bounds are a view of their whole index file.
  const prebuilt = prebuiltBounds(text);
  if (prebuilt) return prebuilt.slice();
  let n = text ? 1 : 0;
  for (let at = text.indexOf(RECORD); at >= 0; at = text.indexOf(RECORD, at + 1)) n++;
  const bounds = new Int32Array(2 * n + 1);
  let from = 0;
  // The next tab at or after `from`, found again only once a line passes it.
  let tab = text.indexOf(FIELD);
  for (let line = 0; line < n; line++) {
    let end = text.indexOf(RECORD, from);
    if (end < 0) end = text.length;
    if (tab >= 0 && tab < from) tab = text.indexOf(FIELD, from);
    bounds[2 * line] = from;
    bounds[2 * line + 1] = tab >= 0 && tab < end ? tab : end;
    from = end + 1;
  }
  bounds[2 * n] = text.length + 1;
  return bounds;
}

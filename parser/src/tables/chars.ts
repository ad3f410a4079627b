import { isWide } from "./lines.js";

/**
 * A table's text as its UTF-16 units in a typed array: one byte a unit when every unit is Latin-1, else two. The
 * units live in an ArrayBuffer outside V8's heap, and the text they came from can go: a look-up reads units, so a
 * string is made only for what a look-up returns (a key, a value).
 */
export type Chars = Uint8Array | Uint16Array;

/**
 * Where a bundle that can copy a text's units natively registers that copy (the Node server's bundle does:
 * scripts/data-files-plugin.mjs), told whether the text is wide: its units in a Uint8Array when every one is Latin-1,
 * else in a Uint16Array, each array its own buffer. The parser itself stays free of Node: without one, a loop copies.
 */
export const NATIVE_UNITS = Symbol.for("travel.text-units");
type NativeUnits = (text: string, wide: boolean) => Chars | undefined;
// Below this many units a loop is as quick as a call out.
const NATIVE_FROM = 4096;

/** The units of `text`. */
export function charsOf(text: string): Chars {
  const wide = isWide(text);
  const native = text.length >= NATIVE_FROM ? (globalThis as { [NATIVE_UNITS]?: NativeUnits })[NATIVE_UNITS] : undefined;
  return native?.(text, wide) ?? (wide ? copyWide(text) : copyNarrow(text));
}

// One function for each kind of array, so that each loop stores into one kind: a loop that stored into either was the
// slowest part of reading a table on the first job.
function copyNarrow(text: string): Uint8Array {
  const chars = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) chars[i] = text.charCodeAt(i);
  return chars;
}

function copyWide(text: string): Uint16Array {
  const chars = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) chars[i] = text.charCodeAt(i);
  return chars;
}

// Units a String.fromCharCode call is given at once (its arguments are on the stack).
const CHUNK = 4096;
// Up to this many units, a key or a value is made a unit at a time: quicker than a view and a call with its units.
const SHORT = 24;

/** The text of units [from, to). */
export function charsText(chars: Chars, from: number, to: number): string {
  if (to - from <= SHORT) {
    let text = "";
    for (let i = from; i < to; i++) text += String.fromCharCode(chars[i] as number);
    return text;
  }
  if (to - from <= CHUNK) return String.fromCharCode.apply(null, chars.subarray(from, to) as unknown as number[]);
  let text = "";
  for (let at = from; at < to; at += CHUNK) text += charsText(chars, at, Math.min(to, at + CHUNK));
  return text;
}

/**
 * A copy of `text` that shares no memory with it. A part of a string sliced or split from it (13 units or more, in
 * V8) keeps the whole of it alive; the parts of a copy keep only the copy.
 */
export function ownCopy(text: string): string {
  return charsText(charsOf(text), 0, text.length);
}

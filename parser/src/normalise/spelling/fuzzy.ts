import { type Chars, charsOf, charsText } from "../../tables/chars.js";
import { FIELD, RECORD, wordBounds } from "../../tables/lines.js";
import { slipsAllowed, typingDistance } from "./distance.js";

/** A word within reach of a misspelt token, and how many slips apart they are. */
export interface Near<T> {
  word: string;
  value: T;
  distance: number;
}

// The same hash of units [from, to), without the letter at position `skip`: a word hashed where it lies in the table.
function hashRange(chars: Chars, from: number, to: number, skip = -1): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) if (i !== skip) h = Math.imul(h ^ (chars[i] as number), 0x01000193);
  return h >>> 0;
}

// Whether `form` is the word at units [from, to) with at most `depth` (0 or 1) letters dropped: a hash shared by
// chance finds nothing. Read where the word lies, so that no string is made for a word that is not the form's.
function isFormOf(form: string, chars: Chars, from: number, to: number, depth: number): boolean {
  const length = to - from;
  let i = 0;
  while (i < form.length && i < length && form.charCodeAt(i) === chars[from + i]) i++;
  if (i === form.length && i === length) return true;
  if (depth === 0 || length <= 3 || form.length !== length - 1) return false;
  for (; i < form.length; i++) if (form.charCodeAt(i) !== chars[from + i + 1]) return false;
  return true;
}

// One letter dropped on the word's side, up to two on the token's: a long name may change or lose one letter
// and gain another, not lose two (two levels here would cost five times the memory, for rare slips).
const wordDepth = (length: number) => Math.min(1, slipsAllowed(length));
// Whether a word of this length is indexed by its forms less one letter too.
const dropsLetters = (length: number) => wordDepth(length) > 0 && length > 3;

// Ids fit below 2^21 and hashes below 2^32: both in one float, sorted by hash.
const ID_BITS = 2 ** 21;

/**
 * Words of a list found again from their misspellings, within the slips a token's length allows. The words are kept
 * as one text, a word a line ("word", or "word<TAB>what it stands for" in a generated table), with the bounds of
 * each: no string and no object per word. A table's values are read from its lines when a look-up finds them.
 */
export class TypingIndex<T> {
  // Words added one by one, until a look-up packs them into the text.
  private added: string[] = [];
  private values: T[] = [];
  // The words' lines as UTF-16 units (../../tables/chars.ts): outside the heap, and no string per word.
  private chars: Chars = new Uint8Array(0);
  // Per word: where its line starts and where its word ends; then the text's length plus one.
  private bounds: Int32Array = new Int32Array(1);
  private decode: ((rest: string) => T) | null = null;
  private made: Map<number, T> | null = null;
  private longest = 0;
  // Every word's forms (itself and itself less one letter) as sorted hashes and the word each came from: two
  // flat arrays instead of a Map of strings, built on the first look-up.
  private hashes: Uint32Array | null = null;
  private ids: Int32Array | null = null;
  private buckets: Buckets | null = null;
  // One bit per form hash's low bits, some eight bits a form: most forms of a token are of no word, and are turned
  // away by this small bitmap rather than by a read of the buckets and the hashes, far apart in memory.
  private sieve: Uint32Array | null = null;

  /** An index over a table's lines ("word<TAB>rest"), each word's value `decode(rest)`, made when a look-up finds it. */
  static fromLines<T>(text: string, decode: (rest: string) => T): TypingIndex<T> {
    const index = new TypingIndex<T>();
    index.chars = charsOf(text);
    index.bounds = wordBounds(text);
    index.decode = decode;
    index.made = new Map();
    for (let id = 0; id < index.size; id++) index.longest = Math.max(index.longest, index.wordLength(id));
    return index;
  }

  /** Adds a word (already folded, a word of letters) with what it stands for. */
  add(word: string, value: T): void {
    if (this.decode) throw new Error("TypingIndex: a table's index takes no words");
    if (this.size + this.added.length >= ID_BITS) throw new Error("TypingIndex: too many words");
    if (word.includes(FIELD) || word.includes(RECORD)) throw new Error("TypingIndex: a word holds a separator");
    this.longest = Math.max(this.longest, word.length);
    this.added.push(word);
    this.values.push(value);
    this.hashes = null;
  }

  private get size(): number {
    return (this.bounds.length - 1) / 2;
  }

  private wordLength(id: number): number {
    return (this.bounds[2 * id + 1] as number) - (this.bounds[2 * id] as number);
  }

  private word(id: number): string {
    return charsText(this.chars, this.bounds[2 * id] as number, this.bounds[2 * id + 1] as number);
  }

  private value(id: number): T {
    if (!this.decode || !this.made) return this.values[id] as T;
    let value = this.made.get(id);
    if (value === undefined) {
      const end = (this.bounds[2 * id + 2] as number) - 1;
      const keyEnd = this.bounds[2 * id + 1] as number;
      value = this.decode(keyEnd >= end ? "" : charsText(this.chars, keyEnd + 1, end));
      this.made.set(id, value);
    }
    return value;
  }

  // The words added since the last look-up join the text.
  private pack(): void {
    if (this.added.length === 0) return;
    const words = this.size > 0 ? [...this.forms(), ...this.added] : this.added;
    const text = words.join(RECORD);
    this.bounds = wordBounds(text);
    this.chars = charsOf(text);
    this.added = [];
  }

  /** Every word the index holds. */
  forms(): readonly string[] {
    return [...Array.from({ length: this.size }, (_v, id) => this.word(id)), ...this.added];
  }

  private build(): { hashes: Uint32Array; ids: Int32Array; buckets: Buckets; sieve: Uint32Array } {
    this.pack();
    const { chars, bounds, size } = this;
    let n = 0;
    for (let id = 0; id < size; id++) n += dropsLetters(this.wordLength(id)) ? this.wordLength(id) + 1 : 1;
    const keyed = new Float64Array(n);
    let at = 0;
    for (let id = 0; id < size; id++) {
      const from = bounds[2 * id] as number;
      const to = bounds[2 * id + 1] as number;
      keyed[at++] = hashRange(chars, from, to) * ID_BITS + id;
      if (dropsLetters(to - from)) for (let i = from; i < to; i++) keyed[at++] = hashRange(chars, from, to, i) * ID_BITS + id;
    }
    keyed.sort();
    const hashes = new Uint32Array(n);
    const ids = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const k = keyed[i] as number;
      ids[i] = k % ID_BITS;
      hashes[i] = (k - (ids[i] as number)) / ID_BITS;
    }
    this.hashes = hashes;
    this.ids = ids;
    this.buckets = bucketsOf(hashes);
    this.sieve = sieveOf(hashes);
    return { hashes, ids, buckets: this.buckets, sieve: this.sieve };
  }

  /** What the word spelt exactly as the token stands for, or undefined when the index holds no such word. */
  exact(token: string): T | undefined {
    const { hashes, ids, buckets } =
      this.hashes && this.ids && this.buckets ? { hashes: this.hashes, ids: this.ids, buckets: this.buckets } : this.build();
    let hash = 0x811c9dc5;
    for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
    hash >>>= 0;
    for (let at = firstAtLeast(hashes, buckets, hash); at < hashes.length && hashes[at] === hash; at++) {
      const id = ids[at] as number;
      const from = this.bounds[2 * id] as number;
      const to = this.bounds[2 * id + 1] as number;
      if (to - from === token.length && isFormOf(token, this.chars, from, to, 0)) return this.value(id);
    }
    return undefined;
  }

  /**
   * The words nearest to a token, all at the same least distance; none when the token is too short to read loosely.
   * A token looked up in several indexes comes as its `TypedForms`, its forms made once.
   */
  nearest(input: string | TypedForms): Near<T>[] {
    const typed = typeof input === "string" ? new TypedForms(input) : input;
    const { token, slips } = typed;
    // A token longer than every word by more than its slips is near none, and its deletions would cost its
    // length to the power of the slips.
    if (slips === 0 || token.length > this.longest + slips) return [];
    const { hashes, ids, buckets, sieve } =
      this.hashes && this.ids && this.buckets && this.sieve ? { hashes: this.hashes, ids: this.ids, buckets: this.buckets, sieve: this.sieve } : this.build();
    const mask = sieve.length * 32 - 1;
    const seen = new Set<number>();
    let best: Near<T>[] = [];
    let least = slips + 1;
    const formHashes = typed.forms().hashes;
    for (let f = 0; f < formHashes.length; f++) {
      const hash = formHashes[f] as number;
      const bit = hash & mask;
      if (((sieve[bit >>> 5] as number) & (1 << (bit & 31))) === 0) continue;
      let at = firstAtLeast(hashes, buckets, hash);
      if (at >= hashes.length || hashes[at] !== hash) continue;
      const form = typed.form(f);
      for (; at < hashes.length && hashes[at] === hash; at++) {
        const id = ids[at] as number;
        if (seen.has(id)) continue;
        const from = this.bounds[2 * id] as number;
        const to = this.bounds[2 * id + 1] as number;
        if (!isFormOf(form, this.chars, from, to, wordDepth(to - from))) continue;
        const word = charsText(this.chars, from, to);
        seen.add(id);
        const distance = typingDistance(token, word, Math.min(slips, least));
        if (distance > slips || distance > least) continue;
        if (distance < least) best = [];
        least = distance;
        best.push({ word, value: this.value(id), distance });
      }
    }
    return best;
  }
}

/**
 * A token with the slips its length allows and the forms it is looked up by, with their hashes: made on first use
 * and kept for the next index the token is looked up in. A form is kept as where it lies in the token (which two
 * neighbours it swaps, which letters it drops), hashed there: its string is made only when an index may hold it.
 */
export class TypedForms {
  readonly slips: number;
  private made: { hashes: Uint32Array; shapes: Int32Array; texts: (string | undefined)[] } | null = null;

  constructor(readonly token: string) {
    this.slips = slipsAllowed(token.length);
  }

  forms(): { hashes: Uint32Array; form: (f: number) => string } {
    this.made ??= lookupForms(this.token, this.slips);
    return this;
  }

  /** Form `f` as a string (the token with its letters swapped and dropped). */
  form(f: number): string {
    const made = this.made as NonNullable<TypedForms["made"]>;
    let text = made.texts[f];
    if (text === undefined) made.texts[f] = text = shapeText(this.token, made.shapes[f] as number);
    return text;
  }

  get hashes(): Uint32Array {
    return (this.made as NonNullable<TypedForms["made"]>).hashes;
  }
}

// A form's shape, one number: the swap (0 for none, else i for the letters at i - 1 and i) and the two positions
// dropped (NONE for none), a byte each. Tokens longer than a byte's positions are looked up by no form but themselves.
const NONE = 255;
const shapeOf = (swap: number, a: number, b: number) => (swap << 16) | (a << 8) | b;

// The unit at position k of the token with the letters at swap - 1 and swap exchanged.
function unitAt(token: string, swap: number, k: number): number {
  if (swap > 0 && k === swap - 1) return token.charCodeAt(swap);
  if (swap > 0 && k === swap) return token.charCodeAt(swap - 1);
  return token.charCodeAt(k);
}

function shapeText(token: string, shape: number): string {
  const swap = shape >>> 16;
  const a = (shape >>> 8) & 0xff;
  const b = shape & 0xff;
  let out = "";
  for (let k = 0; k < token.length; k++) if (k !== a && k !== b) out += String.fromCharCode(unitAt(token, swap, k));
  return out;
}

let scratchHashes = new Uint32Array(256);
let scratchShapes = new Int32Array(256);
let scratchUnits = new Uint16Array(32);

/**
 * A token's forms and their FNV-1a hashes, in the order of their first making. A form made twice (a doubled letter
 * dropped either way) is kept twice: a look-up reads the same words again and finds them read already.
 */
class FormList {
  // Written into arrays shared by every token (one token's forms are made at a time), then copied out at their size:
  // a token's forms cost two arrays, not five (typed arrays are dear to make, and some one word in twelve has forms).
  readonly hashes: Uint32Array;
  readonly shapes: Int32Array;
  size = 0;
  // The units of the token with the swap being made.
  private readonly units: Uint16Array;
  private swap = 0;

  constructor(readonly token: string, slips: number) {
    const n = token.length;
    const most = slips >= 2 ? 1 + n + (n * (n - 1)) / 2 + (n - 1) * (n + 1) : 1 + n;
    if (scratchHashes.length < most) [scratchHashes, scratchShapes] = [new Uint32Array(most * 2), new Int32Array(most * 2)];
    if (scratchUnits.length < n) scratchUnits = new Uint16Array(n * 2);
    this.hashes = scratchHashes;
    this.shapes = scratchShapes;
    this.units = scratchUnits;
    this.swapping(0);
  }

  /** The forms made, copied out of the shared arrays. */
  made(): { hashes: Uint32Array; shapes: Int32Array; texts: (string | undefined)[] } {
    return { hashes: this.hashes.slice(0, this.size), shapes: this.shapes.slice(0, this.size), texts: [] };
  }

  /** The swap the forms added next are made with (0 for none, else i for the letters at i - 1 and i). */
  swapping(swap: number): void {
    const { token, units } = this;
    for (let k = 0; k < token.length; k++) units[k] = token.charCodeAt(k);
    if (swap > 0) {
      units[swap - 1] = token.charCodeAt(swap);
      units[swap] = token.charCodeAt(swap - 1);
    }
    this.swap = swap;
  }

  /** The form as it is (no letter dropped). */
  addWhole(): void {
    this.push(this.hashFrom(0x811c9dc5, 0), NONE, NONE);
  }

  /**
   * Each form with one letter dropped, in order, each followed by its forms with a later letter dropped too when `pairs`
   * is set. A form's hash is carried on from the letters before the first dropped one, not made again from the start:
   * a token of ten letters has some hundred such forms.
   */
  addDropped(pairs: boolean): void {
    const units = this.units;
    let before = 0x811c9dc5;
    for (let a = 0; a < this.token.length; a++) {
      this.push(this.hashFrom(before, a + 1), a, NONE);
      if (pairs) {
        let between = before;
        for (let b = a + 1; b < this.token.length; b++) {
          this.push(this.hashFrom(between, b + 1), a, b);
          between = Math.imul(between ^ (units[b] as number), 0x01000193);
        }
      }
      before = Math.imul(before ^ (units[a] as number), 0x01000193);
    }
  }

  // The hash `h` of the units before `from` carried on over the rest of them.
  private hashFrom(h: number, from: number): number {
    const units = this.units;
    for (let k = from; k < this.token.length; k++) h = Math.imul(h ^ (units[k] as number), 0x01000193);
    return h >>> 0;
  }

  private push(hash: number, a: number, b: number): void {
    this.hashes[this.size] = hash;
    this.shapes[this.size++] = shapeOf(this.swap, a, b);
  }
}

// Every form of the token (or of it with one swap) with up to `depth` letters dropped: two words within d slips share
// such a form (symmetric delete), so a look-up reads a few hundred keys instead of the whole list. A form's own letters
// are dropped after the one its parent dropped: one dropped before it was made already, from an earlier sibling.
function deletions(list: FormList, depth: number): void {
  const n = list.token.length;
  list.addWhole();
  if (depth === 0 || n <= 3) return;
  // Dropping position j >= i of the shorter form drops position j + 1 of the token.
  list.addDropped(depth >= 2 && n - 1 > 3);
}

// A swap of two neighbouring letters costs one deletion on each side, and the words keep only one: with two slips
// allowed, each swap of the token is read too (with one slip left), so two swaps ("Bratsialvy") are found.
function lookupForms(token: string, slips: number): { hashes: Uint32Array; shapes: Int32Array; texts: (string | undefined)[] } {
  // Positions must fit a shape's bytes: a longer token is looked up as itself only.
  const depth = token.length >= NONE ? 0 : slips;
  const list = new FormList(token, depth);
  deletions(list, depth);
  if (depth >= 2)
    for (let i = 1; i < token.length; i++) {
      if (token[i] === token[i - 1]) continue;
      list.swapping(i);
      deletions(list, depth - 1);
    }
  return list.made();
}

/**
 * Where the sorted hashes of each value of their top bits start, some four hashes a bucket: a form is found by one
 * read of this small table and a few neighbouring hashes, not by a binary search over all of them (some 100,000
 * forms of place names, most of them far apart in memory).
 */
interface Buckets {
  starts: Uint32Array;
  shift: number;
}

// The bitmap of the hashes' low bits (`TypingIndex.sieve`): a clear bit says no form has the hash.
function sieveOf(hashes: Uint32Array): Uint32Array {
  let size = 32;
  while (size < hashes.length * 8) size *= 2;
  const bits = new Uint32Array(size / 32);
  const mask = size - 1;
  for (const h of hashes) bits[(h & mask) >>> 5]! |= 1 << (h & mask & 31);
  return bits;
}

function bucketsOf(sorted: Uint32Array): Buckets {
  const bits = Math.max(1, Math.ceil(Math.log2(Math.max(2, sorted.length / 4))));
  const shift = 32 - bits;
  const starts = new Uint32Array((1 << bits) + 1);
  let at = 0;
  for (let b = 0; b < 1 << bits; b++) {
    starts[b] = at;
    while (at < sorted.length && (sorted[at] as number) >>> shift === b) at++;
  }
  starts[1 << bits] = sorted.length;
  return { starts, shift };
}

// The first hash at least `value`: every hash sharing its top bits lies in its bucket, and those past the bucket are greater.
function firstAtLeast(sorted: Uint32Array, buckets: Buckets, value: number): number {
  const b = value >>> buckets.shift;
  let at = buckets.starts[b] as number;
  const end = buckets.starts[b + 1] as number;
  while (at < end && (sorted[at] as number) < value) at++;
  return at;
}

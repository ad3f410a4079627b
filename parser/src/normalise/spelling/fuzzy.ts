import { slipsAllowed, typingDistance } from "./distance.js";

/** A word within reach of a misspelt token, and how many slips apart they are. */
export interface Near<T> {
  word: string;
  value: T;
  distance: number;
}

// Every form of a word with up to `depth` letters dropped: two words within d slips share such a form
// (symmetric delete), so a look-up reads a few hundred keys instead of the whole list.
function deletions(word: string, depth: number, out: Set<string>): Set<string> {
  out.add(word);
  if (depth === 0 || word.length <= 3) return out;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(shorter)) deletions(shorter, depth - 1, out);
  }
  return out;
}

// A form is found by its 32-bit hash (FNV-1a over UTF-16 units), with or without the letter at `skip`.
function hashOf(word: string, skip = -1): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) if (i !== skip) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// Whether `form` is `word` with at most `depth` (0 or 1) letters dropped: a hash shared by chance finds nothing.
function isFormOf(form: string, word: string, depth: number): boolean {
  if (form === word) return true;
  if (depth === 0 || word.length <= 3 || form.length !== word.length - 1) return false;
  let i = 0;
  while (i < form.length && form.charCodeAt(i) === word.charCodeAt(i)) i++;
  for (; i < form.length; i++) if (form.charCodeAt(i) !== word.charCodeAt(i + 1)) return false;
  return true;
}

// One letter dropped on the word's side, up to two on the token's: a long name may change or lose one letter
// and gain another, not lose two (two levels here would cost five times the memory, for rare slips).
const wordDepth = (word: string) => Math.min(1, slipsAllowed(word.length));

// Ids fit below 2^21 and hashes below 2^32: both in one float, sorted by hash.
const ID_BITS = 2 ** 21;

/** Words of a list found again from their misspellings, within the slips a token's length allows. */
export class TypingIndex<T> {
  private readonly words: string[] = [];
  private readonly values: T[] = [];
  private longest = 0;
  // Every word's forms (itself and itself less one letter) as sorted hashes and the word each came from: two
  // flat arrays instead of a Map of strings, built on the first look-up.
  private hashes: Uint32Array | null = null;
  private ids: Int32Array | null = null;
  private buckets: Buckets | null = null;

  /** Adds a word (already folded) with what it stands for. */
  add(word: string, value: T): void {
    if (this.words.length >= ID_BITS) throw new Error("TypingIndex: too many words");
    this.longest = Math.max(this.longest, word.length);
    this.words.push(word);
    this.values.push(value);
    this.hashes = null;
  }

  /** Every word the index holds. */
  forms(): readonly string[] {
    return this.words;
  }

  private build(): { hashes: Uint32Array; ids: Int32Array; buckets: Buckets } {
    let n = 0;
    for (const word of this.words) n += wordDepth(word) && word.length > 3 ? word.length + 1 : 1;
    const keyed = new Float64Array(n);
    let at = 0;
    this.words.forEach((word, id) => {
      keyed[at++] = hashOf(word) * ID_BITS + id;
      if (wordDepth(word) && word.length > 3) for (let i = 0; i < word.length; i++) keyed[at++] = hashOf(word, i) * ID_BITS + id;
    });
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
    return { hashes, ids, buckets: this.buckets };
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
    const { hashes, ids, buckets } = this.hashes && this.ids && this.buckets ? { hashes: this.hashes, ids: this.ids, buckets: this.buckets } : this.build();
    const seen = new Set<number>();
    let best: Near<T>[] = [];
    let least = slips + 1;
    const { forms, hashes: formHashes } = typed.forms();
    for (let f = 0; f < forms.length; f++) {
      const form = forms[f] as string;
      const hash = formHashes[f] as number;
      for (let at = firstAtLeast(hashes, buckets, hash); at < hashes.length && hashes[at] === hash; at++) {
        const id = ids[at] as number;
        const word = this.words[id] as string;
        if (seen.has(id) || !isFormOf(form, word, wordDepth(word))) continue;
        seen.add(id);
        const distance = typingDistance(token, word, Math.min(slips, least));
        if (distance > slips || distance > least) continue;
        if (distance < least) best = [];
        least = distance;
        best.push({ word, value: this.values[id] as T, distance });
      }
    }
    return best;
  }
}

/**
 * A token with the slips its length allows and the forms it is looked up by, with their hashes: made on first use
 * and kept for the next index the token is looked up in.
 */
export class TypedForms {
  readonly slips: number;
  private made: { forms: string[]; hashes: Uint32Array } | null = null;

  constructor(readonly token: string) {
    this.slips = slipsAllowed(token.length);
  }

  forms(): { forms: readonly string[]; hashes: Uint32Array } {
    if (!this.made) {
      const forms = [...lookupForms(this.token, this.slips)];
      const hashes = new Uint32Array(forms.length);
      for (let i = 0; i < forms.length; i++) hashes[i] = hashOf(forms[i] as string);
      this.made = { forms, hashes };
    }
    return this.made;
  }
}

// A swap of two neighbouring letters costs one deletion on each side, and the words keep only one: with two slips
// allowed, each swap of the token is read too (with one slip left), so two swaps ("Bratsialvy") are found.
function lookupForms(token: string, slips: number): Set<string> {
  const forms = deletions(token, slips, new Set());
  if (slips < 2) return forms;
  for (let i = 1; i < token.length; i++) {
    if (token[i] === token[i - 1]) continue;
    deletions(token.slice(0, i - 1) + token[i] + token[i - 1] + token.slice(i + 1), slips - 1, forms);
  }
  return forms;
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

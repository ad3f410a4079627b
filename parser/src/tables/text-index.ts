import { type Chars, charsOf, charsText } from "./chars.js";
import { wordBounds } from "./lines.js";
import { prebuiltIndex, type IndexArrays } from "./prebuilt-index.js";

// FNV-1a over UTF-16 units, of key[0, length).
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// The same hash of units [from, to).
function hashRange(chars: Chars, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (chars[i] as number), 0x01000193);
  return h >>> 0;
}

/**
 * An open-addressing hash index over a table's own text (lines "key<TAB>value", keys unique): a key is found as
 * the number of its line with no string object and no Map entry per key, only three integers. The text is kept as
 * its units (./chars.ts), outside the heap, not as the string it was read as; a Map of the same 50,000 keys costs
 * some 4 MB more.
 */
export class TextIndex {
  /** The text's UTF-16 units. */
  private readonly chars: Chars;
  /** Where each line starts and where its key ends (its tab, or its end), side by side: one read finds both.
   * The entry after the last pair is the text's length plus one. */
  private readonly bounds: Int32Array;
  /** Line number plus one at each slot (0 where empty) in the low `lineBits` bits, and above them the key hash's
   * top bits: a probe that meets another key moves on without reading the text. Slots are twice the lines,
   * rounded up to a power of two. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly lineBits: number;
  private readonly tagShift: number;
  /** Each line's value as a number, when the bundle prebuilt them (./prebuilt-index.ts). */
  private readonly numbers?: { radix: number; values: Int32Array };

  constructor(text: string) {
    // Arrays the bundle made from this very text (./prebuilt-index.ts), when they fit it; else built here.
    const prebuilt = prebuiltIndex(text);
    const usable = prebuilt && prebuilt.bounds.length % 2 === 1 && prebuilt.bounds[prebuilt.bounds.length - 1] === text.length + 1;
    this.bounds = usable ? prebuilt.bounds : wordBounds(text);
    this.chars = charsOf(text);
    const n = (this.bounds.length - 1) / 2;
    let size = 1;
    while (size < n * 2) size *= 2;
    this.mask = size - 1;
    this.lineBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
    // The tag's bits (up to 31 in all, so a slot stays a positive Int32), taken from the hash's top.
    const tagBits = Math.max(0, 31 - this.lineBits);
    this.tagShift = 32 - tagBits;
    if (usable && prebuilt.slots.length === size) {
      this.slots = prebuilt.slots;
      if (prebuilt.numbers?.values.length === n) this.numbers = prebuilt.numbers;
      return;
    }
    this.slots = new Int32Array(size);
    for (let line = 0; line < n; line++) {
      const hash = hashRange(this.chars, this.bounds[2 * line] as number, this.bounds[2 * line + 1] as number);
      let slot = hash & this.mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.mask;
      this.slots[slot] = (this.tag(hash) << this.lineBits) | (line + 1);
    }
  }

  private tag(hash: number): number {
    return this.tagShift >= 32 ? 0 : hash >>> this.tagShift;
  }

  /** The index's arrays, as the bundle's build writes them beside a table (./prebuilt-index.ts). */
  arrays(): IndexArrays {
    return { bounds: this.bounds, slots: this.slots };
  }

  /**
   * Each line's value read as a number in `radix` (-1 where a value is not one as `numberIn` reads it), when the
   * bundle prebuilt them for this radix; else undefined, and the caller reads the values itself.
   */
  prebuiltNumbers(radix: number): Int32Array | undefined {
    return this.numbers?.radix === radix ? this.numbers.values : undefined;
  }

  /** How many lines (keys) there are. */
  get size(): number {
    return (this.bounds.length - 1) / 2;
  }

  /** Whether `key` is one of the keys. */
  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** The line of `key`, or -1. */
  find(key: string): number {
    const { chars, bounds, slots, mask, lineBits } = this;
    const hash = hashOf(key);
    const tag = this.tag(hash);
    const lineMask = (1 << lineBits) - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot] as number;
      if (entry === 0) return -1;
      if (entry >>> lineBits !== tag) continue;
      const line = (entry & lineMask) - 1;
      const from = bounds[2 * line] as number;
      if ((bounds[2 * line + 1] as number) - from !== key.length) continue;
      let i = 0;
      while (i < key.length && chars[from + i] === key.charCodeAt(i)) i++;
      if (i === key.length) return line;
    }
  }

  /** Each key as a range of the text's units: for a reader of every key (a sieve's hashes) that needs no string of it. */
  forEachKeyUnits(each: (chars: Chars, from: number, to: number) => void): void {
    for (let line = 0; line < this.size; line++) each(this.chars, this.bounds[2 * line] as number, this.bounds[2 * line + 1] as number);
  }

  /** The key of a line. */
  key(line: number): string {
    return charsText(this.chars, this.bounds[2 * line] as number, this.bounds[2 * line + 1] as number);
  }

  /** What follows the key's tab on a line ("" when nothing does). */
  value(line: number): string {
    const end = (this.bounds[2 * line + 2] as number) - 1;
    const keyEnd = this.bounds[2 * line + 1] as number;
    return keyEnd >= end ? "" : charsText(this.chars, keyEnd + 1, end);
  }
}

/**
 * A read-only Map over a TextIndex. Its values are decoded from their line's value text in one of three ways, none
 * of which allocates at a look-up: all at once into an array (`new TextMap(text, decode)`); as numbers into an
 * entry of a list, kept in a typed array (`TextMap.listed`); or not kept at all, decoded at each look-up
 * (`TextMap.onGet`, for values read rarely). Iterating slices every key out of the text.
 */
export class TextMap<V> implements ReadonlyMap<string, V> {
  private index: TextIndex;
  private valueAt: (line: number) => V;

  constructor(text: string, decode: (value: string) => V) {
    this.index = new TextIndex(text);
    const decoded = Array.from({ length: this.index.size }, (_v, line) => decode(this.index.value(line)));
    this.valueAt = (line) => decoded[line] as V;
  }

  /** Each line's value the number (in `radix`) of an entry of `list`; a value that is no number finds nothing. */
  static listed<V>(text: string, list: readonly V[], radix = 10): TextMap<V> {
    const map = new TextMap<V>("", () => undefined as V);
    const index = new TextIndex(text);
    const at = list.length < 0xffff ? new Uint16Array(index.size) : new Int32Array(index.size);
    const none = list.length < 0xffff ? 0xffff : -1;
    const prebuilt = index.prebuiltNumbers(radix);
    for (let line = 0; line < index.size; line++) {
      const known = prebuilt ? (prebuilt[line] as number) : -1;
      const n = known >= 0 ? known : parseInt(index.value(line), radix);
      at[line] = Number.isInteger(n) && n >= 0 && n < list.length ? n : none;
    }
    return map.over(index, (line) => list[at[line] as number] as V);
  }

  /** Each line's value decoded at every look-up: nothing kept beside the text but its index. */
  static onGet<V>(text: string, decode: (value: string) => V): TextMap<V> {
    const map = new TextMap<V>("", () => undefined as V);
    const index = new TextIndex(text);
    return map.over(index, (line) => decode(index.value(line)));
  }

  private over(index: TextIndex, valueAt: (line: number) => V): this {
    this.index = index;
    this.valueAt = valueAt;
    return this;
  }

  get size(): number {
    return this.index.size;
  }

  get(key: string): V | undefined {
    const line = this.index.find(key);
    return line < 0 ? undefined : this.valueAt(line);
  }

  has(key: string): boolean {
    return this.index.find(key) >= 0;
  }

  private pairs(): [string, V][] {
    return Array.from({ length: this.index.size }, (_v, line) => [this.index.key(line), this.valueAt(line)]);
  }

  entries() {
    return this.pairs()[Symbol.iterator]();
  }

  /** Each key as a range of the text's units (TextIndex.forEachKeyUnits). */
  forEachKeyUnits(each: (chars: Chars, from: number, to: number) => void): void {
    this.index.forEachKeyUnits(each);
  }

  keys() {
    return Array.from({ length: this.index.size }, (_v, line) => this.index.key(line))[Symbol.iterator]();
  }

  values() {
    return Array.from({ length: this.index.size }, (_v, line) => this.valueAt(line))[Symbol.iterator]();
  }

  forEach(each: (value: V, key: string, map: ReadonlyMap<string, V>) => void, self?: unknown): void {
    for (const [key, value] of this.pairs()) each.call(self, value, key, this);
  }

  [Symbol.iterator]() {
    return this.entries();
  }
}

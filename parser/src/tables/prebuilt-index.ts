// Text indexes worked out when a bundle was built. The Node server's bundle reads the generated tables from files
// (scripts/data-files-plugin.mjs) and writes beside each the arrays a TextIndex over it holds, made by this same
// TextIndex; the first job then reads them instead of hashing every line (issue 28: building the indexes was about a
// quarter of the CPU of the first job). A table is registered when its text is read, keyed by that text, so an index
// is found only for the text it was made from; anything else (the Worker, tests, a text built at run time) is indexed
// as before. A Map keyed by a long string hashes only its length, so the look-up costs nothing per character.

/**
 * The two arrays of a TextIndex: where each line and its key start and end, and the hash slots; and, for a table
 * whose values are numbers, each line's value read as one (`numbers`, in `radix`; -1 where a line's value is not a
 * number written as `Number.toString(radix)` writes it), so the first job does not parse one per line either.
 */
export interface IndexArrays {
  bounds: Int32Array;
  slots: Int32Array;
  numbers?: { radix: number; values: Int32Array };
}

/** A value's number in `radix` where it is written as toString(radix) writes it and fits an Int32; else -1. */
export function numberIn(value: string, radix: number): number {
  if (value.length === 0 || value.length > 9) return -1;
  const n = parseInt(value, radix);
  return n >= 0 && n <= 0x7fffffff && n.toString(radix) === value ? n : -1;
}

/** Where the bundle registers its tables' indexes: a text -> a reader of its arrays (undefined when unreadable). */
export const PREBUILT_INDEXES = Symbol.for("travel.prebuilt-text-indexes");

type Registry = Map<string, () => IndexArrays | undefined>;

/**
 * The arrays prebuilt for exactly this text, if the bundle has them. Taken once: the registration goes, so the
 * registry does not keep a table's text alive after its index is made (the tables' readers keep no text either).
 */
export function prebuiltIndex(text: string): IndexArrays | undefined {
  const registry = (globalThis as { [PREBUILT_INDEXES]?: Registry })[PREBUILT_INDEXES];
  const read = registry?.get(text);
  registry?.delete(text);
  return read?.();
}

/** Ends a text's registration without reading its index: a table read line by line, never indexed, is not kept alive. */
export function forgetPrebuilt(text: string): void {
  (globalThis as { [PREBUILT_INDEXES]?: Registry })[PREBUILT_INDEXES]?.delete(text);
}

/** An index file's content: two lengths, then the bounds and the slots, then the radix and numbers if any (little-endian Int32). */
export function encodeIndex({ bounds, slots, numbers }: IndexArrays): Uint8Array {
  const all = new Int32Array(2 + bounds.length + slots.length + (numbers ? 1 + numbers.values.length : 0));
  all[0] = bounds.length;
  all[1] = slots.length;
  all.set(bounds, 2);
  all.set(slots, 2 + bounds.length);
  if (numbers) {
    all[2 + bounds.length + slots.length] = numbers.radix;
    all.set(numbers.values, 3 + bounds.length + slots.length);
  }
  return new Uint8Array(all.buffer);
}

/** The arrays of an index file's bytes, as views over them; undefined when the bytes are not such a file. */
export function decodeIndex(bytes: Uint8Array): IndexArrays | undefined {
  if (bytes.byteLength < 8 || bytes.byteLength % 4 !== 0) return undefined;
  // A view needs 4-byte alignment: a buffer read whole starts at 0, a pooled one may not (then it is copied).
  const own = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const all = new Int32Array(own.buffer, own.byteOffset, own.byteLength / 4);
  const [nBounds = -1, nSlots = -1] = all;
  if (nBounds < 1 || nBounds % 2 !== 1 || nSlots < 0) return undefined;
  const end = 2 + nBounds + nSlots;
  const arrays = { bounds: all.subarray(2, 2 + nBounds), slots: all.subarray(2 + nBounds, end) };
  if (end === all.length) return arrays;
  const radix = all[end] as number;
  if (end + 1 + (nBounds - 1) / 2 !== all.length || radix < 2 || radix > 36) return undefined;
  return { ...arrays, numbers: { radix, values: all.subarray(end + 1) } };
}

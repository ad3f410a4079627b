// A sieve: a few bits per key in a small bitmap (16 bits or more a key, two of them set), so that most words no
// table has are turned away without a look-up in the large tables, whose memory a job's look-ups otherwise wait on.
// It answers "maybe" or "no", never a wrong "no".

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const HEAD = 4;

/** FNV-1a over the first `length` UTF-16 units of `word`. */
export function hashOf(word: string, length = word.length): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** `hashOf(a + b)` from `h = hashOf(a)`: a phrase hashed word by word, without the phrase as a string. */
export function hashOn(h: number, more: string): number {
  for (let i = 0; i < more.length; i++) h = Math.imul(h ^ more.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

function secondProbe(h: number): number {
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
}

/** Sets the hash's bits (`makeSieve` sets a key's whole and by its head). */
export function sieveAdd(bits: Uint32Array, h: number): void {
  const mask = bits.length * 32 - 1;
  const a = h & mask;
  const b = secondProbe(h) & mask;
  bits[a >>> 5]! |= 1 << (a & 31);
  bits[b >>> 5]! |= 1 << (b & 31);
}

/** Whether the hash may be of a key of the sieve (false: it is of none). */
export function sieveHas(bits: Uint32Array, h: number): boolean {
  const mask = bits.length * 32 - 1;
  const a = h & mask;
  if (((bits[a >>> 5] as number) & (1 << (a & 31))) === 0) return false;
  const b = secondProbe(h) & mask;
  return ((bits[b >>> 5] as number) & (1 << (b & 31))) !== 0;
}

/** How many 32-bit words a sieve of `keys` keys has: 16 bits a key or more, a power of two. */
export function sieveWordsFor(keys: number): number {
  let size = 32;
  while (size < keys * 16) size *= 2;
  return size / 32;
}

/** A sieve of the keys, each whole (`hashOf(key)`) and, four letters or longer, by its head (`hashOf(key, 4)`). */
export function makeSieve(keys: readonly string[]): Uint32Array {
  const bits = new Uint32Array(sieveWordsFor(keys.length));
  for (const key of keys) {
    sieveAdd(bits, hashOf(key));
    if (key.length >= HEAD) sieveAdd(bits, hashOf(key, HEAD));
  }
  return bits;
}

const SPACE = 32;

/**
 * Sets a key given as units [from, to) of a table's text, whole and by its head, as makeSieve sets a key; and, when it
 * is a phrase and `phrases` is asked for, its first word too, as makeSieve sets a phrase start. Returns where that first
 * word ends (-1: no phrase). A table's every key is sieved so without a string of it.
 */
export function sieveKeyUnits(bits: Uint32Array, chars: ArrayLike<number>, from: number, to: number, phrases = true): number {
  let h = FNV_OFFSET;
  let head = -1;
  let space = -1;
  for (let i = from; i < to; i++) {
    if (i - from === HEAD) head = h >>> 0;
    const unit = chars[i] as number;
    if (unit === SPACE && space < 0 && phrases) {
      space = i;
      sieveAdd(bits, h >>> 0);
      if (head >= 0) sieveAdd(bits, head);
    }
    h = Math.imul(h ^ unit, FNV_PRIME);
  }
  const whole = h >>> 0;
  sieveAdd(bits, whole);
  if (to - from >= HEAD) sieveAdd(bits, head >= 0 ? head : whole);
  return space;
}

/** A table whose keys can be read as ranges of its text's units. */
interface KeyUnits {
  readonly size: number;
  forEachKeyUnits(each: (chars: ArrayLike<number>, from: number, to: number) => void): void;
}

/**
 * makeSieve of a table's keys read as units of its text (TextIndex and TextMap's forEachKeyUnits): the same bits, with
 * no key made into a string, which the first job that asks the sieve would otherwise make of every key.
 */
export function sieveOfKeyUnits(table: KeyUnits): Uint32Array {
  const bits = new Uint32Array(sieveWordsFor(table.size));
  table.forEachKeyUnits((chars, from, to) => void sieveKeyUnits(bits, chars, from, to, false));
  return bits;
}

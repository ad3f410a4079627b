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

/** Words of a list found again from their misspellings, within the slips a token's length allows. */
export class TypingIndex<T> {
  private readonly byDeletion = new Map<string, number[]>();
  private readonly words: string[] = [];
  private readonly values: T[] = [];
  private longest = 0;

  /** Adds a word (already folded) with what it stands for. */
  add(word: string, value: T): void {
    const id = this.words.length;
    this.longest = Math.max(this.longest, word.length);
    this.words.push(word);
    this.values.push(value);
    // One letter dropped on the word's side, up to two on the token's: a long name may change or lose one letter
    // and gain another, not lose two. Two levels here would cost five times the memory (40 MB) for rare slips.
    for (const form of deletions(word, Math.min(1, slipsAllowed(word.length)), new Set())) {
      const ids = this.byDeletion.get(form);
      if (ids) ids.push(id);
      else this.byDeletion.set(form, [id]);
    }
  }

  /** Every word the index holds. */
  forms(): readonly string[] {
    return this.words;
  }

  /** The words nearest to a token, all at the same least distance; none when the token is too short to read loosely. */
  nearest(token: string, slips = slipsAllowed(token.length)): Near<T>[] {
    // A token longer than every word by more than its slips is near none, and its deletions would cost its
    // length to the power of the slips.
    if (slips === 0 || token.length > this.longest + slips) return [];
    const seen = new Set<number>();
    let best: Near<T>[] = [];
    let least = slips + 1;
    for (const form of deletions(token, slips, new Set())) {
      for (const id of this.byDeletion.get(form) ?? []) {
        if (seen.has(id)) continue;
        seen.add(id);
        const word = this.words[id] as string;
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

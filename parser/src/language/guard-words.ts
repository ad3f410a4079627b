import { words as guardText } from "../../data/generated/spelling-guard.js";
import { TextIndex } from "../tables/text-index.js";

// English words a slip away from a place or a key word ("there", "great"), built by scripts/data/build-spelling-guard.ts.
// Read by the spelling reader (never corrected) and by the canonical reading (never a kind word of another language),
// so it sits with the language tables rather than in either.
let guard: TextIndex | undefined;

/** English words a slip away from a place or a key word ("there", "great"): never corrected, never read as another language's word. */
export function guardWords(): Pick<ReadonlySet<string>, "has"> {
  guard ??= new TextIndex(guardText());
  return guard;
}

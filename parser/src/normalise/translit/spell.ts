/** How a language of another script is typed in Latin letters (one entry of parser/data/translit.json). */
export interface SpellingTable {
  /** Letter or letter pair of the script -> its Latin spellings, the standard one first. */
  letters: Readonly<Record<string, readonly string[]>>;
  /** Spellings used instead at the start of a word (BGN/PCGN "ye" for a word-initial "е"). */
  start: Readonly<Record<string, readonly string[]>>;
  /**
   * Whole systems people keep to through a word (scientific transliteration: ž š č, j for й, ja ju): per system, the
   * letters it spells otherwise than the standard one. Each word gets one spelling per system besides its variants.
   */
  systems?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const longestKey = (table: SpellingTable) => Math.max(1, ...Object.keys(table.letters).map((k) => k.length));

/** One letter or pair of a word and its spellings. */
interface Segment {
  piece: string;
  spellings: readonly string[];
}

/** The word cut into the table's letters and pairs (longest first), each with its spellings; other characters stay. */
function segments(word: string, table: SpellingTable, atStart: boolean): Segment[] {
  const out: Segment[] = [];
  const longest = longestKey(table);
  let wordStart = atStart;
  for (let i = 0; i < word.length; ) {
    let taken = 1;
    let options: readonly string[] = [word.charAt(i)];
    for (let n = Math.min(longest, word.length - i); n >= 1; n--) {
      const piece = word.slice(i, i + n);
      const spelt = (wordStart && table.start[piece]) || table.letters[piece];
      if (spelt) {
        [taken, options] = [n, spelt];
        break;
      }
    }
    out.push({ piece: word.slice(i, i + taken), spellings: options });
    wordStart = word.charAt(i) === " ";
    i += taken;
  }
  return out;
}

/**
 * The Latin spellings of a word of the table's script: the standard one first, then those that differ from
 * it in one letter, then in two (people mix systems within a word: "Kyieva", "Kyjeva", "Kijeva"), at most `cap`;
 * then one per whole system of the table ("Kyjiv" scientific), besides the cap.
 */
export function latinSpellings(word: string, table: SpellingTable, cap: number, atStart = true): string[] {
  const segmented = segments(word, table, atStart);
  const parts = segmented.map((p) => p.spellings);
  const standard = parts.map((p) => p[0] as string);
  const out = new Set([standard.join("")]);
  const open = parts.map((p, i) => (p.length > 1 ? i : -1)).filter((i) => i >= 0);
  const swap = (changes: [number, string][]) => {
    const next = [...standard];
    for (const [at, spelt] of changes) next[at] = spelt;
    out.add(next.join(""));
  };
  for (const a of open) for (const spelt of (parts[a] as readonly string[]).slice(1)) if (out.size < cap) swap([[a, spelt]]);
  for (let x = 0; x < open.length && out.size < cap; x++)
    for (let y = x + 1; y < open.length && out.size < cap; y++)
      for (const first of (parts[open[x] as number] as readonly string[]).slice(1))
        for (const second of (parts[open[y] as number] as readonly string[]).slice(1))
          if (out.size < cap) swap([[open[x] as number, first], [open[y] as number, second]]);
  // Each system's spelling besides, folded as the text is read ("ž" is read "z").
  for (const system of Object.values(table.systems ?? {}))
    out.add(foldAccents(segmented.map((p, i) => system[p.piece] ?? standard[i]).join("")));
  return [...out];
}

const COMBINING = /[\u0300-\u036f]/g;
const foldAccents = (s: string) => s.normalize("NFD").replace(COMBINING, "");

/** Whether every letter of a word is one the table spells: a name of the table's script. */
export function spellable(word: string, table: SpellingTable): boolean {
  for (const c of word) if (c !== " " && c !== "-" && table.letters[c] === undefined) return false;
  return true;
}

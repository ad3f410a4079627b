let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal string alignment distance (Levenshtein plus the swap of two neighbouring letters, as fast typing
 * makes them: "Prauge", "fligth"), or `max + 1` as soon as it must exceed `max`.
 */
export function typingDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows of scratch, kept between calls: a job compares a token with a few hundred words.
  if (rows[0].length < width) rows = [new Int32Array(2 * width), new Int32Array(2 * width), new Int32Array(2 * width)];
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  before.fill(0, 0, width);
  for (let j = 0; j < width; j++) previous[j] = j;
  current.fill(0, 0, width);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      const swapped = i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1);
      if (swapped) d = Math.min(d, (before[j - 2] as number) + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

/** How many typing slips a word of this length may hold and still be read: none under 5 letters, 1 up to 7, 2 from 8. */
export function slipsAllowed(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : 2;
}

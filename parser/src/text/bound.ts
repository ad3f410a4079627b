// The work one job can cost is bounded before any reader sees it (docs/DESIGN.md section 13): however a
// text is built, the readers get at most MAX_JOB_CHARS characters, and no run of one repeated mark longer
// than MAX_RUN. Long runs of rules, quote marks, blank lines, tabs or padding say nothing more than short
// ones, and they are what a backtracking pattern feeds on.

/** The most characters of a job the desk reads (docs/DESIGN.md section 4: a job is 1 to 2,000 characters). */
export const MAX_JOB_CHARS = 2000;

/** The longest run of one repeated character that is neither a letter nor a digit the readers are given. */
export const MAX_RUN = 16;

/** The longest line, in characters, the mail and structure readers test against their line patterns. */
export const MAX_LINE = 400;

const isWordChar = (c: string) => /[\p{L}\p{N}]/u.test(c);

/** `text` cut to MAX_JOB_CHARS, with every run of one repeated mark longer than MAX_RUN cut to MAX_RUN. */
export function boundJobText(text: string): string {
  const cut = text.length > MAX_JOB_CHARS ? text.slice(0, MAX_JOB_CHARS) : text;
  let out = "";
  let from = 0;
  let i = 0;
  while (i < cut.length) {
    let j = i + 1;
    while (j < cut.length && cut[j] === cut[i]) j++;
    if (j - i > MAX_RUN && !isWordChar(cut[i] as string)) {
      out += cut.slice(from, i + MAX_RUN);
      from = j;
    }
    i = j;
  }
  return from === 0 ? cut : out + cut.slice(from);
}

// Job texts built the way an attacker would build them against the job reader: long runs of every token
// its readers look for (quote marks, rules, reply prefixes, separators, names, dates, markup, keys),
// every alphabet, deep JSON, long tables, mail quoted deeply. Each is at most `size` characters.

/** One adversarial job: the family it belongs to and its text. */
export interface AdversarialJob {
  family: string;
  text: string;
}

const fill = (unit: string, size: number, head = "", tail = "") => {
  const room = Math.max(0, size - head.length - tail.length);
  return head + unit.repeat(Math.ceil(room / unit.length)).slice(0, room) + tail;
};

// A block of one script: consecutive letters of its range, with a blank now and then when it uses them.
const script = (from: number, to: number, size: number, blank = "") => {
  let out = "";
  for (let i = 0; out.length < size; i++) out += String.fromCodePoint(from + (i % (to - from))) + (blank && i % 7 === 6 ? blank : "");
  return out.slice(0, size);
};

/** The adversarial jobs of issue 25's families, each `size` characters at most (2,000: a job's limit). */
export function adversarialJobs(size = 2000): AdversarialJob[] {
  const jobs: [string, string][] = [
    ["quoted attribution", fill(">", size, "hello there\n", "x\nthanks")],
    ["quote marks with blanks", fill("> ", size, "hello there\n", "x\nthanks")],
    ["quoted mail, deep", fill("> On Mon, Dan wrote:\n>", size, "", "\nthanks")],
    ["forwarded rule", fill("-", size, "---------- Forwarded message ---------\n", "x")],
    ["rules of every mark", fill("=_*~#—.-", size, "----- Original Message -----\n", "x")],
    ["reply prefixes", fill("Re: Fwd: ", size, "", "Prague")],
    ["separators in a field", fill("\t", size, `from: ${"-".repeat(900)}`, "x 2027-05-04\nto: Prague")],
    ["separators in a JSON field", `{"from": "${fill("\\t", size - 60, "-".repeat(400))}x 2027-05-04", "to": "Prague"}`],
    ["separators of a page line", fill(" · | , ; – ", size, "Pick-up: Zagreb Airport", "Sun 5 Sep 2027")],
    ["blank lines then names", fill("Anna ", size, `Hi${"\n".repeat(998)}`)],
    ["blanks of every kind", fill(" \t\n\u00a0\u2003", size, "Hi", "x")],
    ["markup left open", fill("<!--{{[[", size, "route: ", "x")],
    ["ISO dates", fill("2027-05-04 ", size, "dep ", "ret 05-0")],
    ["late, late", fill("we land late ", size)],
    ["or similar", fill("car van suv ", size, "", "or simila")],
    ["addresses", fill("a@", size, "", "x")],
    ["a URL that never ends", fill("a", size, "http://")],
    ["keys and values", fill("a=", size, "?", "&")],
    ["query paths", fill("AAA?", size, "", "=")],
    ["calls", fill("AAAAAAAAA(", size)],
    ["key: value lines", fill("from:  \n", size)],
    ["nested JSON arrays", `${"[".repeat(size / 2)}${"]".repeat(size / 2)}`],
    ["nested JSON objects", fill('{"a":', size)],
    ["a long table", fill("| Warsaw | Prague | 2027-05-04 | 2 |\n", size)],
    ["chat stamps", fill("[20/11/2026, 18:03] Marta: 2 to Prague\n", size)],
    ["sign-offs", fill("Pozdrawiam,\n", size, "2 to Prague\n")],
    ["numbers", fill("12 ", size, "we are ")],
    ["digits", fill("9", size)],
    ["Latin letters", fill("a", size)],
    ["Cyrillic", script(0x0430, 0x044f, size, " ")],
    ["Greek", script(0x03b1, 0x03c9, size, " ")],
    ["Han", script(0x4e00, 0x4fff, size)],
    ["Kana", script(0x3041, 0x3096, size)],
    ["Hangul", script(0xac00, 0xad00, size)],
    ["Arabic", script(0x0627, 0x064a, size, " ")],
    ["Hebrew", script(0x05d0, 0x05ea, size, " ")],
    ["Devanagari", script(0x0915, 0x0939, size, " ")],
    ["Thai", script(0x0e01, 0x0e2e, size)],
    ["emoji", fill("✈️🧳", size)],
  ];
  return jobs.map(([family, text]) => ({ family, text: text.slice(0, size) }));
}

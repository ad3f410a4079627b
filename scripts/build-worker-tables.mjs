// The Worker carries the parser's generated tables inside its bundle (it has no file system), and Cloudflare refuses a
// Worker over 3 MB gzipped (issue 28 point 3). Sorted lists of keys gzip badly as written: a key repeats most of the key
// before it, and gzip spends a back-reference on each. Front-coded, each line says how many of its key's first units it
// shares with the previous line's key and writes only the rest; the table's function decodes it when called, so every
// reader gets the very text it gets on the Node server, which reads the tables as written (scripts/data-files-plugin.mjs).
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

// The longest shared beginning a line can name: one base-36 digit.
const MOST_SHARED = 35;

/** The key of a line "key<TAB>value", or the whole line. */
const keyOf = (line) => {
  const tab = line.indexOf("\t");
  return tab < 0 ? line : line.slice(0, tab);
};

/** `text` front-coded: each line a base-36 digit (units shared with the previous line's key), then the rest of it. */
export function frontCode(text) {
  let previous = "";
  return text
    .split("\n")
    .map((line) => {
      const key = keyOf(line);
      let shared = 0;
      while (shared < MOST_SHARED && shared < key.length && key[shared] === previous[shared]) shared++;
      previous = key;
      return shared.toString(36) + line.slice(shared);
    })
    .join("\n");
}

/** The text frontCode was given. Written as plain JavaScript: it is bundled into the Worker as it is. */
export function frontDecode(coded) {
  const lines = coded.split("\n");
  let previous = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const text = previous.slice(0, parseInt(line[0], 36)) + line.slice(1);
    const tab = text.indexOf("\t");
    previous = tab < 0 ? text : text.slice(0, tab);
    lines[i] = text;
  }
  return lines.join("\n");
}

// The tables whose keys are sorted (or grouped by beginning) enough that front coding takes over 10% off them gzipped.
const FRONT_CODED = {
  "places.js": ["keys", "keysWide", "multiWordStarts"],
  "lexicon.js": ["detectionWords", "detectionWordsWide", "acrossOpening", "acrossCounts"],
};
const TABLE = /[\\/]parser[\\/]data[\\/]generated[\\/]([a-z-]+\.js)$/;
const EXPORT = /^export const ([A-Za-z]+) = \(\) => ("(?:[^"\\]|\\.)*");$/;

/**
 * A generated table module as the Worker's bundle holds it: its FRONT_CODED tables front-coded, each decoded when its
 * function is called; undefined for a module with none. `path` names the module, `source` is its text as written.
 */
export function frontCodedModule(path, source) {
  const names = FRONT_CODED[TABLE.exec(path)?.[1] ?? ""];
  if (!names) return undefined;
  const found = new Set();
  const lines = source.split("\n").map((line) => {
    const [, name, literal] = EXPORT.exec(line) ?? [];
    if (!name || !names.includes(name)) return line;
    const text = JSON.parse(literal);
    const coded = frontCode(text);
    if (frontDecode(coded) !== text) throw new Error(`front-coded-tables: ${name} does not decode to itself`);
    found.add(name);
    return `export const ${name} = () => __frontDecode(${JSON.stringify(coded)});`;
  });
  const missing = names.filter((n) => !found.has(n));
  if (missing.length) throw new Error(`front-coded-tables: ${path} has no table ${missing.join(", ")}`);
  return `const __frontDecode = ${frontDecode.toString()};\n${lines.join("\n")}`;
}

/** An esbuild plugin for the Worker's bundle (scripts/build-worker.mjs): the generated tables as frontCodedModule writes them. */
export const frontCodedTablesPlugin = {
  name: "front-coded-tables",
  setup(b) {
    b.onLoad({ filter: TABLE }, async (args) => {
      const contents = frontCodedModule(args.path, await readFile(args.path, "utf8"));
      return contents === undefined ? undefined : { contents, loader: "js" };
    });
  },
};

// Run as a script, for the tests (they reach scripts only through the workbench, which runs this): `--code` and
// `--decode` turn standard input, `--module <file>` prints a generated table module as the Worker's bundle holds it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [mode, file] = process.argv.slice(2);
  const input = mode === "--module" ? "" : readFileSync(0, "utf8");
  const out = mode === "--code" ? frontCode(input) : mode === "--decode" ? frontDecode(input) : frontCodedModule(file, readFileSync(file, "utf8"));
  process.stdout.write(out ?? "");
}

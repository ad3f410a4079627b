// An esbuild plugin for the Node server's bundle: the parser's generated tables (parser/data/generated/*.js,
// string literals inside functions) become files beside the bundle, each read when its function is called (each
// caller calls it once). In the bundle they were 7 of its 10 MB: source V8 reads, hashes and keeps in the heap at
// every start, and, once a job had called them, strings the code cache carried again (issue 28). A table no job needs is
// never read. A table whose text fits in Latin-1 is stored and read as Latin-1, so it is a one-byte string
// decoded by a copy. The Worker has no file system and keeps them in its bundle.
//
// Beside a table of many lines is its TextIndex (<file>.idx: parser/src/tables/prebuilt-index.ts), made here by the
// parser's own TextIndex; the table's reader registers it with the text it read, so a job that indexes that text reads
// the arrays instead of hashing every line (issue 28: about a quarter of the first job's CPU), and the values of a
// table of numbers already read as numbers. An index no job asks for is never read.
import { build } from "esbuild";
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const GENERATED = /[\\/]parser[\\/]data[\\/]generated[\\/][a-z-]+\.js$/;

const isLatin1 = (text) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
};

// A table of fewer lines is indexed in less time than its file takes to read.
const MIN_INDEXED_LINES = 512;
const TABLES_CODE = join(dirname(fileURLToPath(import.meta.url)), "..", "parser", "src", "tables");

/** The parser's TextIndex and the index file's encoding, bundled for this plain-node script. */
async function indexTools() {
  const out = await build({
    stdin: { contents: 'export { TextIndex } from "./text-index.ts"; export { encodeIndex, numberIn } from "./prebuilt-index.ts";', resolveDir: TABLES_CODE, loader: "ts" },
    bundle: true, format: "esm", platform: "node", write: false, logLevel: "warning",
  });
  return import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"));
}

// A table whose values are numbers (a row, a list's number) also gets each line's value read as one, in the radix
// (10 or 36) under which more of them read, so the first job parses none of them; not when fewer than half do.
const numbersOf = (index, numberIn) => {
  let best;
  for (const radix of [10, 36]) {
    const values = Int32Array.from({ length: index.size }, (_v, line) => numberIn(index.value(line), radix));
    const count = values.reduce((n, v) => n + (v >= 0 ? 1 : 0), 0);
    if (!best || count > best.count) best = { radix, values, count };
  }
  return best.count * 2 >= index.size ? { radix: best.radix, values: best.values } : undefined;
};

// A language's lexicon (parser/src/tables/lexicon-table.ts) is read in sections; its words, the one section a TextIndex
// is made of, get an index of their own, registered under the section's text as the reader cuts it out.
const WORDS_SECTION = "\u0001words\u0002";
const wordsSection = (text) => {
  const from = text.indexOf(WORDS_SECTION);
  if (from < 0) return undefined;
  const to = text.indexOf("\u0001", from + WORDS_SECTION.length);
  return text.slice(from + WORDS_SECTION.length, to < 0 ? text.length : to);
};

const lineCount = (text) => {
  let n = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) n++;
  return n;
};

// The reader each table's export becomes, reading at each call, keeping nothing: every caller reads its table once
// and keeps what it makes of it (a parsed JSON, an index), so a kept text would stay in the heap beside what was made
// of it. An indexed table's arrays are registered under the text just read (parser/src/tables/prebuilt-index.ts); the TextIndex made from it takes them and the
// registration goes. __tables_dir is defined by the bundle's banner (scripts/build.mjs), from the bundle's own folder.
//
// It also gives the parser a native copy of a text's units (parser/src/tables/chars.ts: NATIVE_UNITS): the tables'
// texts become typed arrays on the first job, and a loop over a million characters in code not yet optimised was
// the largest single cost of the first place look-up (issue 28). Little-endian machines only (a Uint16Array reads
// the machine's order, Buffer writes UTF-16 little-endian).
const READER = `import { readFileSync } from "node:fs";
const __prebuilt = (globalThis[__PREBUILT_INDEXES] ??= new Map());
const __own = (bytes) => (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
if (new Uint8Array(Uint16Array.of(1).buffer)[0] === 1)
  globalThis[__NATIVE_UNITS] ??= (text, wide) => (wide ? new Uint16Array(__own(Buffer.from(text, "utf16le"))) : new Uint8Array(__own(Buffer.from(text, "latin1"))));
const WORDS_SECTION = ${JSON.stringify(WORDS_SECTION)};
const __wordsSection = ${wordsSection.toString()};
const __readTable = (file, encoding, indexed, wordsIndexed) => () => {
  const text = readFileSync(__tables_dir + "/" + file, encoding);
  if (indexed) __prebuilt.set(text, () => __decodeIndex(readFileSync(__tables_dir + "/" + file + ".idx")));
  if (wordsIndexed) __prebuilt.set(__wordsSection(text), () => __decodeIndex(readFileSync(__tables_dir + "/" + file + ".words.idx")));
  return text;
};`;

/** The plugin; `dataDir` is the folder beside the bundle the tables are written to. */
export function dataFilesPlugin(dataDir) {
  let tools;
  return {
    name: "generated-tables-as-files",
    setup(build) {
      build.onLoad({ filter: GENERATED }, async (args) => {
        const table = basename(args.path, ".js");
        const module = await import(pathToFileURL(args.path).href);
        tools ??= indexTools();
        const { TextIndex, encodeIndex, numberIn } = await tools;
        mkdirSync(dataDir, { recursive: true });
        const reader = (name, read) => {
          const text = read();
          const encoding = isLatin1(text) ? "latin1" : "utf8";
          const file = `${table}.${name}.txt`;
          writeFileSync(join(dataDir, file), text, encoding);
          // A text in sections (a language's lexicon: parser/src/tables/lexicon-table.ts) is indexed section by
          // section, never whole, so an index of all of it would never be asked for.
          const indexed = lineCount(text) >= MIN_INDEXED_LINES && !text.includes("\u0001");
          if (indexed) {
            const index = new TextIndex(text);
            writeFileSync(join(dataDir, file + ".idx"), encodeIndex({ ...index.arrays(), numbers: numbersOf(index, numberIn) }));
          }
          const words = indexed ? undefined : wordsSection(text);
          const wordsIndexed = words !== undefined && lineCount(words) >= MIN_INDEXED_LINES;
          if (wordsIndexed) {
            const index = new TextIndex(words);
            writeFileSync(join(dataDir, file + ".words.idx"), encodeIndex({ ...index.arrays(), numbers: numbersOf(index, numberIn) }));
          }
          return `__readTable(${JSON.stringify(file)}, ${JSON.stringify(encoding)}, ${indexed}, ${wordsIndexed})`;
        };
        const lines = [
          `import { decodeIndex as __decodeIndex, PREBUILT_INDEXES as __PREBUILT_INDEXES } from ${JSON.stringify(join(TABLES_CODE, "prebuilt-index.ts"))};`,
          `import { NATIVE_UNITS as __NATIVE_UNITS } from ${JSON.stringify(join(TABLES_CODE, "chars.ts"))};`,
          READER,
        ];
        for (const [name, value] of Object.entries(module)) {
          if (typeof value === "function") lines.push(`export const ${name} = ${reader(name, value)};`);
          else lines.push(`export const ${name} = {${Object.entries(value).map(([key, read]) => `${JSON.stringify(key)}: ${reader(`${name}.${key}`, read)}`).join(",")}};`);
        }
        return { contents: lines.join("\n"), loader: "js" };
      });
    },
  };
}

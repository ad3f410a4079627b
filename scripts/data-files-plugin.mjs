// An esbuild plugin for the Node server's bundle: the parser's generated tables (parser/data/generated/*.js,
// string literals inside functions) become files beside the bundle, each read when its function is called (each
// caller calls it once). In the bundle they were 7 of its 10 MB: source V8 reads, hashes and keeps in the heap at
// every start, and, once a job had called them, strings the code cache carried again (issue 28). A table no job needs is
// never read. A table whose text fits in Latin-1 is stored and read as Latin-1, so it is a one-byte string
// decoded by a copy. The Worker has no file system and keeps them in its bundle.
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";

const GENERATED = /[\\/]parser[\\/]data[\\/]generated[\\/][a-z-]+\.js$/;

const isLatin1 = (text) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return false;
  return true;
};

/** The plugin; `dataDir` is the folder beside the bundle the tables are written to. */
export function dataFilesPlugin(dataDir) {
  return {
    name: "generated-tables-as-files",
    setup(build) {
      build.onLoad({ filter: GENERATED }, async (args) => {
        const table = basename(args.path, ".js");
        const module = await import(pathToFileURL(args.path).href);
        mkdirSync(dataDir, { recursive: true });
        const reader = (name, read) => {
          const text = read();
          const encoding = isLatin1(text) ? "latin1" : "utf8";
          const file = `${table}.${name}.txt`;
          writeFileSync(join(dataDir, file), text, encoding);
          return `__readTable(${JSON.stringify(file)}, ${JSON.stringify(encoding)})`;
        };
        // __tables_dir is defined by the bundle's banner (scripts/build.mjs), from the bundle's own folder.
        const lines = [
          'import { readFileSync } from "node:fs";',
          // Read at each call, not kept: every caller reads its table once and keeps what it makes of it (a parsed
          // JSON, an index), so a kept text would stay in the heap beside what was made of it.
          "const __readTable = (file, encoding) => () => readFileSync(__tables_dir + '/' + file, encoding);",
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

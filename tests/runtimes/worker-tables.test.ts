// The Worker's bundle carries its sorted tables front-coded (scripts/build-worker-tables.mjs, bundled by
// scripts/build-worker.mjs) to stay within Cloudflare's 3 MB: each table's function must still return, to the letter,
// the text the Node server reads from the file.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { frontCode, frontCodedModule, frontDecode, REPO_ROOT } from "@travel/workbench";
import { describe, expect, it } from "vitest";

type Tables = Record<string, unknown>;
const code = frontCode;
const decode = frontDecode;

/** A generated table module as the Worker's bundle holds it, loaded. */
async function asBundled(file: string): Promise<Tables> {
  const path = join(REPO_ROOT, "parser", "data", "generated", file);
  const text = frontCodedModule(path);
  if (!text) throw new Error(`${file} has no front-coded table`);
  return (await import("data:text/javascript;base64," + Buffer.from(text).toString("base64"))) as Tables;
}

describe("the Worker's front-coded tables", () => {
  it.each(["places.js", "lexicon.js"])("give every table of %s as the file has it", async (file) => {
    const written = (await import(pathToFileURL(join(REPO_ROOT, "parser", "data", "generated", file)).href)) as Tables;
    const bundled = await asBundled(file);
    const names = Object.keys(written).filter((name) => typeof written[name] === "function");
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect((bundled[name] as () => string)(), name).toBe((written[name] as () => string)());
  }, 60_000);

  it("keep only what a line does not share with the key before it", () => {
    const text = "amsterdam\t704\namsterdama\t704\namstetten\t16722\n\nzürich\t9\nzürichsee";
    expect(code(text).split("\n")[1]).toBe("9a\t704");
    expect(decode(code(text))).toBe(text);
    // A beginning shared past what one digit can name, and a key sharing its value's letters.
    const long = `${"a".repeat(50)}b\t1\n${"a".repeat(50)}c\t2\naa\taa`;
    expect(decode(code(long))).toBe(long);
  });
});

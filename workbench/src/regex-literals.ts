import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type * as TS from "typescript";
import { listSourceFiles } from "./source-graph.js";

let loaded: typeof TS | undefined;
const typescript = () => (loaded ??= createRequire(import.meta.url)("typescript") as typeof TS);

/** A regular expression written in the source: where, and its pattern and flags. */
export interface RegexLiteral {
  /** `file:line`, relative to the repository root. */
  at: string;
  source: string;
  flags: string;
}

/** Every regular-expression literal in the TypeScript sources under the given folders of the repository. */
export function readRegexLiterals(root: string, folders: readonly string[]): RegexLiteral[] {
  const ts = typescript();
  const found: RegexLiteral[] = [];
  const files = listSourceFiles(root).filter((f) => f.endsWith(".ts") && folders.some((folder) => f.startsWith(`${folder}/`)));
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: TS.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const close = text.lastIndexOf("/");
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        found.push({ at: `${file}:${line}`, source: text.slice(1, close), flags: text.slice(close + 1) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

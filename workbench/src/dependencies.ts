import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import type { SourceGraph } from "./source-graph.js";

/** A package.json of the workspace (the root's is "."), the dependencies it declares and the ones its files import. */
export interface PackageDependencies {
  dir: string;
  declared: string[];
  imported: string[];
  /** Imports of a dependency the package does not declare: `file imports specifier`. */
  undeclared: string[];
}

const BUILTINS = new Set(builtinModules);

/** The npm package a bare specifier names: `hono/jsx` -> `hono`, `@scope/pkg/sub` -> `@scope/pkg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The folder whose package.json a file falls under: a workspace package's, else the root's (scripts/, root files). */
function ownerOf(graph: SourceGraph, file: string): string {
  return graph.packages.find((p) => file.startsWith(`${p.dir}/`))?.dir ?? ".";
}

/**
 * For every package.json: what it declares and what its files import from npm (node: and built-ins
 * aside). A declared dependency nothing imports is a candidate to drop; some are used another way
 * (a CLI, types, a peer another dependency loads), which the caller knows and says.
 */
export function packageDependencies(graph: SourceGraph): PackageDependencies[] {
  const dirs = [".", ...graph.packages.map((p) => p.dir)];
  return dirs.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(graph.root, dir, "package.json"), "utf8")) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).sort();
    const refs = graph.imports.filter((i) => ownerOf(graph, i.file) === dir && !i.specifier.startsWith(".") && !i.specifier.startsWith("node:") && !BUILTINS.has(packageName(i.specifier)));
    const imported = [...new Set(refs.map((i) => packageName(i.specifier)))].sort();
    const undeclared = refs.filter((i) => !declared.includes(packageName(i.specifier))).map((i) => `${i.file} imports ${i.specifier}`);
    return { dir, declared, imported, undeclared };
  });
}

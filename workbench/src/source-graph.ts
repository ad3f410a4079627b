import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import type * as TS from "typescript";

// Loaded on first use: TypeScript's parser is large and only the structure checks read the sources.
let loaded: typeof TS | undefined;
const typescript = () => (loaded ??= createRequire(import.meta.url)("typescript") as typeof TS);

/** One import (or re-export) in a source file: what it names from where. `*` when it takes the whole module. */
export interface ImportRef {
  /** The importing file, relative to the repository root, with `/` separators. */
  file: string;
  specifier: string;
  /** The names taken from the module: imported names (not local aliases), or `*`. */
  names: string[] | "*";
  /** The imported file, relative to the root, for a relative specifier or a workspace package; else null. */
  target: string | null;
}

/** A workspace package: its folder and name, and the file its "." export points at. */
export interface WorkspacePackage {
  name: string;
  dir: string;
  entry: string | null;
}

/** The whole repository's TypeScript and JavaScript sources and what each imports. */
export interface SourceGraph {
  root: string;
  packages: WorkspacePackage[];
  files: string[];
  imports: ImportRef[];
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(["node_modules", "dist", ".git", ".wrangler", ".interop", ".tools", "coverage", "artifacts"]);
const posix = (path: string) => path.split(sep).join("/");

/** Every source file below `root` (relative paths, sorted), leaving out dependencies and build output. */
export function listSourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(posix(relative(root, path)));
    }
  };
  walk(root);
  return out.sort();
}

/** The workspace packages: each folder of the root with a package.json named `@travel/…`. */
export function listWorkspacePackages(root: string): WorkspacePackage[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !SKIP.has(d.name) && existsSync(join(root, d.name, "package.json")))
    .map((d) => {
      const pkg = JSON.parse(readFileSync(join(root, d.name, "package.json"), "utf8")) as { name?: string; exports?: Record<string, string> };
      const entry = pkg.exports?.["."];
      return { name: pkg.name ?? "", dir: d.name, entry: entry ? posix(join(d.name, entry)) : null };
    })
    .filter((p) => p.name.startsWith("@travel/"))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/** Reads every source file of the repository and the imports in it. */
export function readSourceGraph(root: string): SourceGraph {
  const packages = listWorkspacePackages(root);
  const files = listSourceFiles(root);
  const imports = files.flatMap((file) => readImports(root, file, packages));
  return { root, packages, files, imports };
}

/** The imports of one file: static imports, re-exports, `import()` and `import("…").T` types. */
export function readImports(root: string, file: string, packages: readonly WorkspacePackage[]): ImportRef[] {
  const ts = typescript();
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const refs: ImportRef[] = [];
  const add = (specifier: string, names: string[] | "*") => refs.push({ file, specifier, names, target: resolveSpecifier(root, file, specifier, packages) });
  const visit = (node: TS.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, importedNames(node.importClause));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text) : "*");
    } else if (ts.isCallExpression(node) && node.arguments[0]) {
      const specifier = literalPrefix(node.arguments[0]);
      if (specifier !== null && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(specifier, dynamicImportNames(node));
      else if (specifier !== null && isRequire(node.expression)) add(specifier, "*");
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, node.qualifier ? [leftmost(node.qualifier)] : "*");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/** A string argument, or the fixed head of a template (`n2words/${lang}` -> `n2words/`); null for anything else. */
function literalPrefix(node: TS.Expression): string | null {
  const ts = typescript();
  if (ts.isStringLiteralLike(node)) return node.text;
  return ts.isTemplateExpression(node) && node.head.text ? node.head.text : null;
}

/** `require(…)`, `require.resolve(…)` and `createRequire(…).resolve(…)`: a file loaded or located by name. */
function isRequire(callee: TS.Expression): boolean {
  const ts = typescript();
  if (ts.isIdentifier(callee)) return callee.text === "require";
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== "resolve") return false;
  const target = callee.expression;
  return (ts.isIdentifier(target) && target.text === "require") || (ts.isCallExpression(target) && ts.isIdentifier(target.expression) && target.expression.text === "createRequire");
}

function importedNames(clause: TS.ImportClause | undefined): string[] | "*" {
  const ts = typescript();
  if (!clause) return [];
  const names = clause.name ? ["default"] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return "*";
  if (bindings) names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
  return names;
}

/** `const { a, b } = await import(…)` and `import(…).then(({ a }) => …)` name what they take; anything else takes all. */
function dynamicImportNames(call: TS.CallExpression): string[] | "*" {
  const ts = typescript();
  let node: TS.Node = call;
  if (ts.isAwaitExpression(node.parent)) node = node.parent;
  if (ts.isVariableDeclaration(node.parent) && ts.isObjectBindingPattern(node.parent.name)) return bindingNames(node.parent.name);
  const access = call.parent;
  if (ts.isPropertyAccessExpression(access) && access.name.text === "then" && ts.isCallExpression(access.parent)) {
    const callback = access.parent.arguments[0];
    const param = callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.parameters[0] : undefined;
    if (param && ts.isObjectBindingPattern(param.name)) return bindingNames(param.name);
  }
  return "*";
}

function bindingNames(pattern: TS.ObjectBindingPattern): string[] | "*" {
  const ts = typescript();
  const names: string[] = [];
  for (const element of pattern.elements) {
    if (element.dotDotDotToken) return "*";
    const name = element.propertyName ?? element.name;
    if (!ts.isIdentifier(name)) return "*";
    names.push(name.text);
  }
  return names;
}

function leftmost(name: TS.EntityName): string {
  const ts = typescript();
  return ts.isIdentifier(name) ? name.text : leftmost(name.left);
}

const CANDIDATES = (base: string) => (/\.(m?js)$/.test(base) ? [base.replace(/\.js$/, ".ts").replace(/\.mjs$/, ".mts"), base.replace(/\.js$/, ".tsx"), base] : [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]);

/** The file a specifier names, relative to the root: relative paths and workspace packages; null for dependencies and node:. */
export function resolveSpecifier(root: string, file: string, specifier: string, packages: readonly WorkspacePackage[]): string | null {
  if (specifier.startsWith(".")) {
    const base = resolve(root, dirname(file), specifier);
    const found = CANDIDATES(base).find((c) => existsSync(c) && statSync(c).isFile());
    return posix(relative(root, found ?? base));
  }
  const pkg = packages.find((p) => specifier === p.name || specifier.startsWith(`${p.name}/`));
  if (!pkg) return null;
  if (specifier === pkg.name) return pkg.entry;
  return posix(join(pkg.dir, specifier.slice(pkg.name.length + 1)));
}

/** The names a module file exports (`export { a } from`, `export const b`, `export type C`, …). */
export function exportedNames(root: string, file: string): string[] {
  const ts = typescript();
  const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((e) => e.name.text));
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement)) names.push(...statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])));
      else if ("name" in statement && statement.name && ts.isIdentifier(statement.name as TS.Node)) names.push((statement.name as TS.Identifier).text);
    }
  }
  return names;
}

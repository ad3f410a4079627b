import { folderCycles, folderEdges, readSourceGraph, REPO_ROOT } from "@travel/workbench";
import { describe, expect, it } from "vitest";

const graph = readSourceGraph(REPO_ROOT);
const edges = folderEdges(graph);
const topOf = (folder: string) => folder.split("/")[0]!;

describe("the import graph", () => {
  it("is read from every package, scripts and tests, relative imports and package entries alike", () => {
    const has = (from: string, to: string) => edges.some((e) => e.from === from && e.to === to);
    // Fixed points of the layout: if the walker stopped seeing imports, every check below would pass vacuously.
    expect(has("server/src/app", "server/src/http")).toBe(true);
    expect(has("server/src/app", "shared/src")).toBe(true);
    expect(has("catalogue-mcp/src", "shared/src")).toBe(true);
    expect(has("scripts", "evals/src")).toBe(true);
    expect(has("tests/job", "workbench/src")).toBe(true);
    expect(graph.files.length).toBeGreaterThan(300);
  });

  it("has no cycle between folders", () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it("has no cycle between packages, scripts and tests", () => {
    const between = edges.map((e) => ({ ...e, from: topOf(e.from), to: topOf(e.to) })).filter((e) => e.from !== e.to);
    expect(folderCycles(between)).toEqual([]);
  });

  it("keeps scripts and tests apart: what both need is in @travel/workbench", () => {
    const crossing = edges.filter((e) => (topOf(e.from) === "scripts" && topOf(e.to) === "tests") || (topOf(e.from) === "tests" && topOf(e.to) === "scripts"));
    expect(crossing.map((e) => e.via)).toEqual([]);
  });

  it("keeps the routing core pure: the parser, the rules and the desk import no I/O", () => {
    const core = graph.imports.filter((i) => /^(parser\/src|shared\/src\/(routing|desk))\//.test(i.file));
    expect(new Set(core.map((i) => i.file)).size).toBeGreaterThan(20);
    const io = core.filter((i) => i.specifier.startsWith("node:") || i.specifier.startsWith("@modelcontextprotocol/sdk/client") || /(^|\/)suppliers\//.test(i.target ?? ""));
    expect(io.map((i) => `${i.file} imports ${i.specifier}`)).toEqual([]);
  });

  it("enters another package only through its entry, never its src/ files", () => {
    // scripts/data builds shared/data/generated from the parser's own folding and keys, on purpose.
    const outside = (file: string, dir: string) => !file.startsWith(`${dir}/`) && !file.startsWith("scripts/data/");
    const deep = graph.imports.filter((i) => {
      const pkg = graph.packages.find((p) => i.target?.startsWith(`${p.dir}/`));
      return pkg && outside(i.file, pkg.dir) && !i.specifier.startsWith(".") && i.target !== pkg.entry;
    });
    const relativeIntoPackage = graph.imports.filter((i) => {
      const pkg = graph.packages.find((p) => i.target?.startsWith(`${p.dir}/src/`));
      return pkg && outside(i.file, pkg.dir) && i.specifier.startsWith(".");
    });
    expect([...deep, ...relativeIntoPackage].map((i) => `${i.file} imports ${i.specifier}`)).toEqual([]);
  });
});

describe("folderCycles", () => {
  const edge = (from: string, to: string) => ({ from, to, via: `${from} imports ${to}` });

  it("finds a loop of any length and leaves a chain alone", () => {
    const cycles = folderCycles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d"), edge("d", "e"), edge("x", "y"), edge("y", "x")]);
    expect(cycles).toEqual([["a", "b", "c"], ["x", "y"]]);
  });

  it("finds none in a tree", () => {
    expect(folderCycles([edge("app", "http"), edge("app", "desk"), edge("desk", "http"), edge("http", "context")])).toEqual([]);
  });
});

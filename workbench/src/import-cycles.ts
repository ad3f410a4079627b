import type { SourceGraph } from "./source-graph.js";

/** A directed edge between two folders, with one import that makes it (for the message). */
export interface FolderEdge {
  from: string;
  to: string;
  via: string;
}

const folderOf = (file: string) => (file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : ".");

/** Every import from a file in one folder to a file in another: relative imports and workspace packages alike. */
export function folderEdges(graph: SourceGraph): FolderEdge[] {
  const edges = new Map<string, FolderEdge>();
  for (const ref of graph.imports) {
    if (!ref.target) continue;
    const from = folderOf(ref.file);
    const to = folderOf(ref.target);
    if (from !== to && !edges.has(`${from}\n${to}`)) edges.set(`${from}\n${to}`, { from, to, via: `${ref.file} imports ${ref.specifier}` });
  }
  return [...edges.values()];
}

/**
 * The groups of folders that import each other, directly or round a longer loop (the strongly
 * connected components of the folder graph with more than one folder), each sorted; [] when there is none.
 */
export function folderCycles(edges: readonly FolderEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort();
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

import { exportedNames, type SourceGraph } from "./source-graph.js";

/** One name a package's entry exports, and which files outside the package import it. */
export interface PackageExport {
  pkg: string;
  name: string;
  users: string[];
}

/**
 * Every name each workspace package exports from its entry, with the files outside the package that
 * import it by name (or take the whole module). A name with no users is one the package need not export.
 */
export function packageExports(graph: SourceGraph): PackageExport[] {
  return graph.packages.flatMap((pkg) => {
    if (!pkg.entry) return [];
    const outside = graph.imports.filter((i) => i.target === pkg.entry && !i.file.startsWith(`${pkg.dir}/`));
    return exportedNames(graph.root, pkg.entry).map((name) => ({
      pkg: pkg.name,
      name,
      users: [...new Set(outside.filter((i) => i.names === "*" || i.names.includes(name)).map((i) => i.file))].sort(),
    }));
  });
}

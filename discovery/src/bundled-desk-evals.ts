import pack from "../data/desk-evals.json" with { type: "json" };

/**
 * The committed desk eval pack, compiled into the bundle: the service serves it without reading a file
 * at run time, so a Worker (no file system) and a Node bundle moved away from the repository both have
 * it. Serialised exactly as `pnpm eval` writes the file, so it is served byte for byte (a test compares
 * what both runtimes serve with the file).
 */
export function bundledDeskEvalPack(): string {
  return `${JSON.stringify(pack, null, 2)}\n`;
}

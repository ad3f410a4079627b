import pack from "../data/desk-evals.json" with { type: "json" };

/**
 * The committed desk eval pack, compiled into the bundle, for runtimes without a file system (the
 * Worker). Serialised exactly as `pnpm eval` writes the file, so it is served byte for byte; a test
 * compares what the Worker serves with the file.
 */
export function bundledDeskEvalPack(): string {
  return `${JSON.stringify(pack, null, 2)}\n`;
}

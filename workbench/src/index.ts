export { exportedNames, readSourceGraph } from "./source-graph.js";
export type { ImportRef, SourceGraph, WorkspacePackage } from "./source-graph.js";
export { packageExports } from "./package-exports.js";
export type { PackageExport } from "./package-exports.js";

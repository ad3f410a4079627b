export { createDevSupplierHandler, DEV_SUPPLIER_NOTICE } from "./stand-in.js";
export { serveOnNode } from "./serve-node.js";
export type { NodeServer } from "./serve-node.js";

export { DESK_EVAL_CASE_IDS, DeskEvalPackSchema } from "./schema.js";
export type { DeskEvalPack } from "./schema.js";
export { DESK_EVAL_CASES } from "./cases.js";
export { deskEvalPackContent } from "./score.js";
export { runDeskEvalPack } from "./run-pack.js";
export { DESK_EVALS_FILE, writeDeskEvalPack } from "./write-pack.js";

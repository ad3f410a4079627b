// The build folds names exactly as the parser folds job text, so a generated key always matches.
export { nameKey } from "../../parser/src/text/fold.js";

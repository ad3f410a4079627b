// @travel/parser: reads a travel job (docs/DESIGN.md sections 4-5). The stages, in order: prepare (mail,
// structure, corrections, threads) -> text (tokens, bounds) -> language -> normalise (lexicon, spelling, scripts,
// transliteration) -> dimensions (places, travellers, dates, kind, notes, parts, intents) -> pipeline (resolve).

export { detectIntents } from "./dimensions/intents/intents.js";
export type { JobIntents } from "./dimensions/intents/intents.js";
export { airportRows, nameKey, placeIndex } from "./gazetteer/place-index.js";
export { EU_CARRIERS, OTHER_CARRIERS, UK_CARRIERS } from "./gazetteer/carriers.js";
export type { CarrierRow } from "./gazetteer/carriers.js";
export { parseJob, toParsedJob } from "./pipeline/parse-job.js";
export type { JobAnalysis } from "./pipeline/parse-job.js";
export { ceeSet, DEFAULT_CEE_COUNTRIES } from "./schemas/cee.js";
export type { CeeSource } from "./schemas/cee.js";
export { DeskInputSchema, GivenFieldsSchema, JobInputSchema, KindSchema, ParsedJobSchema } from "./schemas/job.js";
export type { Conflict, DeskInput, GivenFields, Kind, ParsedJob, Party, Place } from "./schemas/job.js";
export { isJsonObject } from "./schemas/json-object.js";
export { MAX_JOB_CHARS, MAX_LINE, MAX_RUN, boundJobText } from "./text/bound.js";
export { foldText, joinPrepared, prepareText } from "./text/text.js";
export { languageFileProblems, readLanguageFile } from "./language/sections/schema.js";
export { TextIndex, TextMap } from "./tables/text-index.js";
export { decodeIndex, encodeIndex, numberIn, PREBUILT_INDEXES } from "./tables/prebuilt-index.js";
export { regionName } from "./tables/english-names.js";

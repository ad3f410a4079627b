import { readFileSync } from "node:fs";

/**
 * The service version as its one home states it: the "version" of shared/package.json, which the
 * servers, the documents and the logs all read. Tests compare with this, never with a literal, so a
 * release bumps one file.
 */
export const PACKAGE_VERSION: string = (JSON.parse(readFileSync(new URL("../../shared/package.json", import.meta.url), "utf8")) as { version: string }).version;

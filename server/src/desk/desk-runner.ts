import type { DeskResult } from "@travel/shared";

/** Runs one job through the shared core; both protocols of /desk call the same one. */
export type DeskRunner = (job: string) => Promise<DeskResult>;

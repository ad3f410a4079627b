import type { Config, DeskResult } from "@travel/shared";
import type { DeskEvalCaseId } from "./schema.js";

/** One check: a predicate over the desk result, with a stable id and what it expects in plain words. */
export interface DeskEvalCheck {
  id: string;
  description: string;
  /** True when the result meets the expectation; a check that throws counts as failed. */
  check: (result: DeskResult, config: Config) => boolean;
}

/** One case of the pack: a job and its checks. */
export interface DeskEvalCase {
  id: DeskEvalCaseId;
  title: string;
  job: string;
  checks: readonly DeskEvalCheck[];
}

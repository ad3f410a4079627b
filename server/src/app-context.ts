import type { Catalogue, Config, DeskDeps } from "@travel/shared";
import type { DeskRunner } from "./desk/desk-runner.js";
import type { ServiceLogger } from "./http/logger.js";

/** Everything the app needs; main.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: Config;
  desk: DeskDeps;
  catalogue: Catalogue;
  /** Where bugs and transport errors are reported; defaults to nowhere. */
  onError?: (error: Error) => void;
  /** Structured JSON request log (pino); absent means silent, as in tests. */
  logger?: ServiceLogger;
}

/** What every mount function receives: the deps plus the one desk runner both protocols share. */
export interface AppContext extends AppDeps {
  onError: (error: Error) => void;
  runDesk: DeskRunner;
}

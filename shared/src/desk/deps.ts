import type { Config } from "../schemas/config.js";
import type { DeskSos, SupplierReport } from "../schemas/desk-result.js";
import type { InstallLine } from "../schemas/install.js";
import type { ParsedJob } from "@travel/parser";
import type { SlimListing } from "../schemas/slim-listing.js";

/** What the regional supplier is asked for: IATA codes, an ISO date and the party size. */
export interface RegionalQuery {
  origin: string;
  destination: string;
  date: string | null;
  passengers: number;
}

/** The owned regional supplier: probes and calls it, and reports live data or an honest DOWN. */
export interface RegionalSupplierPort {
  search(query: RegionalQuery): Promise<SupplierReport>;
  /** The last probe result, for status pages; null before the first probe. */
  lastStatus(): SupplierReport | null;
}

/** The external group-flight specialist: named and installed, never called. */
export interface GroupSpecialistPort {
  /** The specialist and its reachability (an MCP initialize, cached); never a tool call. */
  report(): Promise<SupplierReport>;
  installLines(): InstallLine[];
}

/** The aisle, as the desk uses it for recommendations. */
export interface CataloguePort {
  /** The category's listings that can serve the job, in the published order, each with its call. */
  recommendForJob(category: string, job: ParsedJob, limit: number): SlimListing[];
}

/** The EC261 advisor, as the desk's sos route uses it. */
export interface SosAdvisorPort {
  adviseForJob(job: ParsedJob): DeskSos;
}

/** Everything runTravelJob needs; main.ts builds the real ones, tests build fakes. */
export interface DeskDeps {
  config: Config;
  now: () => Date;
  regional: RegionalSupplierPort;
  groupSpecialist: GroupSpecialistPort;
  catalogue: CataloguePort;
  sos: SosAdvisorPort;
  /** Where the desk reports a bug it recovered from (a port that threw); absent means nowhere. */
  onError?: (error: Error) => void;
}

import type { ClientKind, InstallLine } from "../schemas/install.js";

// STUB (owned by the suppliers issue): install lines in each client's exact format.
/** A server to install: its registered name, its MCP url, and the env var holding its token if it needs one. */
export interface InstallTarget {
  name: string;
  url: string;
  description?: string;
  /** Name of the env var that holds a Bearer token; the token itself is never written anywhere. */
  tokenEnv?: string;
}

/** The install lines for one client kind, in that client's own format. */
export function buildInstallLines(target: InstallTarget, client: ClientKind): InstallLine[] {
  void target;
  void client;
  return [];
}

/** Install lines for every client kind, in CLIENT_KINDS order. */
export function buildAllInstallLines(target: InstallTarget): InstallLine[] {
  void target;
  return [];
}

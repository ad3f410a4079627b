import type { Server } from "node:http";

/** Beyond a job's supplier budget: reading its body's last bytes, running the desk, writing the answer. */
export const SHUTDOWN_MARGIN_MS = 5_000;
/** However long the supplier budget, a stop request is not kept waiting longer than this. */
export const SHUTDOWN_CAP_MS = 120_000;

/** How long in-flight requests get to finish after SIGTERM: the supplier budget plus a margin, capped. */
export function shutdownGraceMs(supplierTimeoutMs: number): number {
  return Math.min(supplierTimeoutMs + SHUTDOWN_MARGIN_MS, SHUTDOWN_CAP_MS);
}

export interface GracefulShutdown {
  /** Stops accepting, waits for in-flight requests, then calls `exit(0)`; `exit(1)` if the grace ran out first. */
  shutdown(signal: string): void;
}

/**
 * Counts requests in flight on `server` from now on, and stops it gracefully on demand. Exiting 1 when
 * work had to be dropped tells the supervisor (and whoever reads its log) that answers were lost.
 */
export function trackForShutdown(server: Server, options: { graceMs: number; log: (message: string) => void; warn: (message: string) => void; exit: (code: number) => void }): GracefulShutdown {
  let active = 0;
  let stopping = false;
  server.on("request", (_req, res) => {
    active += 1;
    res.once("close", () => {
      active -= 1;
      // A keep-alive socket that has just finished its last answer would otherwise hold close() open.
      if (stopping && active === 0) server.closeIdleConnections();
    });
  });
  return {
    shutdown(signal) {
      if (stopping) return;
      stopping = true;
      options.log(`${signal}: finishing ${active} in-flight request(s) within ${options.graceMs} ms, then exiting`);
      // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are closed now.
      server.close(() => options.exit(0));
      server.closeIdleConnections();
      setTimeout(() => {
        if (active === 0) return options.exit(0);
        options.warn(`${signal}: ${active} request(s) still in flight after ${options.graceMs} ms were dropped`);
        options.exit(1);
      }, options.graceMs).unref();
    },
  };
}

import { setFlagsFromString } from "node:v8";

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * V8's own defaults for the flags the bundle's entry sets for start-up (ENTRY_V8_FLAGS in scripts/code-cache.mjs):
 * each semi-space of the young generation doubles when a scavenge finds it mostly alive, and hot functions are
 * optimised by TurboFan.
 */
const V8_DEFAULTS_AFTER_START = "--semi-space-growth-factor=2 --turbofan";

// Requests of other methods after which V8's defaults are given back all the same: a server that is only read (pages,
// documents, health checks) runs its steady load optimised too, while the one GET a client makes before its first job
// (its health check, the bench's /healthz) leaves the first job's trade as it is.
const REQUESTS_BEFORE_RESTORE = 64;

/**
 * The bundle's entry starts V8 with its young generation held at its first 1 MB semi-space and TurboFan off, and the
 * server gives V8 its defaults back once the first POST has been answered (or REQUESTS_BEFORE_RESTORE requests). Held:
 * start-up and the first job fill the heap with tables that live as long as the process, and a young generation grown
 * for them (to 16 MB a semi-space) was never given back, ~15 MB of resident memory on an idle server (issue 28). Off:
 * the first job runs loops hot enough for TurboFan, whose compiles on V8's worker threads were ~60 of the ~280 ms of
 * CPU to the first answer and ~8 MB of resident memory, for code that job has mostly finished with by the time it is
 * ready. Restored, a busy server optimises its hot code and grows its young generation as its load asks (held at 1 MB,
 * it served ~30% fewer requests a second at 100 connections).
 */
export function restoreV8DefaultsAfterStartUp(fetch: Fetch): Fetch {
  let restored = false;
  let requests = 0;
  const restoreAfter = async (request: Request, env: unknown): Promise<Response> => {
    const response = await fetch(request, env);
    if (!restored) {
      restored = true;
      setFlagsFromString(V8_DEFAULTS_AFTER_START);
    }
    return response;
  };
  // Once restored, a request goes straight to the app: no promise and no await of its own on every request.
  return (request, env) => {
    if (restored) return fetch(request, env);
    return request.method === "POST" || ++requests >= REQUESTS_BEFORE_RESTORE ? restoreAfter(request, env) : fetch(request, env);
  };
}

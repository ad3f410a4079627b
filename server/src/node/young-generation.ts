import { setFlagsFromString } from "node:v8";

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

// V8's own growth of the young generation: each semi-space doubles when a scavenge finds it mostly alive.
const DEFAULT_GROWTH = "--semi-space-growth-factor=2";

/**
 * The bundle's entry (scripts/code-cache.mjs) starts V8 with its young generation held at its first 1 MB
 * semi-space: start-up and the first job fill the heap with tables that live as long as the process, and a young
 * generation grown for them (to 16 MB a semi-space) was never given back, ~15 MB of resident memory on an idle
 * server (issue 28). Once the first POST has been answered, V8's growth is restored, so a busy server's young
 * generation grows as its load asks (held at 1 MB, it served ~30% fewer requests a second at 100 connections).
 */
export function restoreYoungGrowthAfterFirstPost(fetch: Fetch): Fetch {
  let restored = false;
  const restoreAfter = async (request: Request, env: unknown): Promise<Response> => {
    const response = await fetch(request, env);
    if (!restored) {
      restored = true;
      setFlagsFromString(DEFAULT_GROWTH);
    }
    return response;
  };
  // Once restored, a request goes straight to the app: no promise and no await of its own on every request.
  return (request, env) => (restored || request.method !== "POST" ? fetch(request, env) : restoreAfter(request, env));
}

import { createRequestStateCodec, type RequestStateCodec } from "@modelcontextprotocol/server";
import { onFirstUse } from "./first-use.js";

/** How long an asked question may wait for its answer (the SDK's default). */
const REQUEST_STATE_TTL_SECONDS = 600;

/**
 * The sealer of a 2026-07-28 `requestState`: the official SDK's HMAC-SHA256 codec, bound to the method
 * it was minted for and expiring after ten minutes. With REQUEST_STATE_KEY every instance shares the
 * key, so any of them continues what another asked; without it a random key is drawn per app, and only
 * this process can continue its own questions (docs: multi-instance deployments set the key). Made on first use
 * (the first 2026-07-28 request that asks or answers), so start-up loads no SDK.
 */
export function createRequestStateSealer<T>(key: string | null): RequestStateCodec<T> {
  return onFirstUse(() =>
    createRequestStateCodec<T>({
      key: key ?? crypto.getRandomValues(new Uint8Array(32)),
      ttlSeconds: REQUEST_STATE_TTL_SECONDS,
      bind: (ctx) => ctx.mcpReq.method,
    }),
  );
}

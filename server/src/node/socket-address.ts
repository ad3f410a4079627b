import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The TCP peer's address on @hono/node-server; undefined elsewhere (app.request() in tests). */
export function nodeSocketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

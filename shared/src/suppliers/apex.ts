import { parse } from "tldts";
import { describeFetchCause } from "./describe-error.js";
import { displayUrl } from "../schemas/display-url.js";

/** The fetch the suppliers use; globalThis.fetch by default, injectable for other runtimes. */
export type FetchFn = (input: string | URL, init?: RequestInit) => Promise<Response>;

export type ApexCheck = { ok: true; status: number } | { ok: false; reason: string };

/**
 * The apex to probe for a supplier URL: scheme + registrable domain (public suffix list, private
 * suffixes included so `x.github.io` stays its own site), or the same host for IPs and localhost.
 * The port is kept, so a supplier on a non-default port is probed on that port.
 */
export function deriveApexUrl(supplierUrl: string): string {
  const url = new URL(supplierUrl);
  const port = url.port ? `:${url.port}` : "";
  const info = parse(url.hostname, { allowPrivateDomains: true });
  const local = info.isIp === true || url.hostname === "localhost" || url.hostname.endsWith(".localhost") || !info.domain;
  const host = local ? url.host : `${info.domain}${port}`;
  return `${url.protocol}//${host}/`;
}

/**
 * A plain GET of the apex with redirects not followed. Anything but 301 passes; a 301 means the
 * supplier's site is parked on a redirect ("not live yet").
 */
export async function checkApex(apexUrl: string, fetchFn: FetchFn, signal: AbortSignal, budgetMs: number): Promise<ApexCheck> {
  const shown = displayUrl(apexUrl);
  try {
    const response = await fetchFn(apexUrl, { method: "GET", redirect: "manual", signal });
    // Only the status matters; dropping the body frees the socket at once.
    await response.body?.cancel().catch(() => {});
    if (response.status === 301) return { ok: false, reason: `apex ${shown} answers 301 (not live yet)` };
    return { ok: true, status: response.status };
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: `apex timeout: ${shown} gave no answer within ${budgetMs} ms` };
    return { ok: false, reason: `apex unreachable: ${shown}: ${describeFetchCause(error)}` };
  }
}

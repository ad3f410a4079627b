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
  const domain = isAddressHost(url.hostname) || url.hostname.endsWith(".localhost") ? null : registrableDomain(url.hostname);
  const host = domain ? `${domain}${port}` : url.host;
  return `${url.protocol}//${host}/`;
}

function registrableDomain(hostname: string): string | null {
  const info = parse(hostname, { allowPrivateDomains: true });
  return info.isIp === true ? null : info.domain;
}

// An IPv4 address as a URL's hostname gives it: WHATWG URL writes every IPv4 form it reads as four decimal parts.
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Whether a URL's hostname is an IPv4 address or localhost: a site of its own, told without the public suffix list.
 * tldts builds its tables when first asked (the Node bundle loads it on first use: scripts/build.mjs), so a desk
 * whose suppliers are such addresses, or unset, never builds them.
 */
export function isAddressHost(hostname: string): boolean {
  return IPV4.test(hostname) || hostname === "localhost";
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

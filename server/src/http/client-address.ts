import proxyaddr from "proxy-addr";
import type { SocketAddressFn } from "../context/ports.js";


/**
 * The client a request counts against. With no trusted proxy it is the socket address: a client
 * cannot choose it. With TRUST_PROXY set, X-Forwarded-For is read from the right, skipping trusted
 * proxies, and the first address that is not one of them is the client (proxy-addr, as Express
 * does); an X-Forwarded-For from an untrusted peer is ignored. Without a socket (app.request() in
 * tests) every request shares one key, so they are still limited rather than let through.
 */
export function createClientAddress(trustProxy: readonly string[], socketAddress: SocketAddressFn): (request: Request, env: unknown) => string {
  if (trustProxy.length === 0) return (request, env) => socketAddress(request, env) ?? "unknown";
  const trusted = proxyaddr.compile([...trustProxy]);
  return (request, env) => {
    const remoteAddress = socketAddress(request, env);
    if (!remoteAddress) return "unknown";
    const forwardedFor = request.headers.get("x-forwarded-for") ?? undefined;
    // proxy-addr reads a Node-shaped request; these are the only fields it touches.
    const req = { socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} };
    return proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trusted);
  };
}

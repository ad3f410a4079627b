// An esbuild plugin for the Node server's bundle: @hono/node-server imports node:http2 for two names only, the class
// Http2ServerRequest (to tell an HTTP/2 request by `instanceof`) and `constants.NGHTTP2_NO_ERROR` (to close an HTTP/2
// stream). This server listens with node:http alone (server/src/node/serve-node.ts), so no request is ever an HTTP/2
// one; loading node:http2 at start-up (and tls, net's and crypto's parts with it) cost ~15 ms of CPU once undici, which
// loaded it anyway, was no longer loaded (server/src/node/web-globals.ts; issue 28). The adapter gets a class no
// request is an instance of and the one constant's value instead.
const STUB = `// node:http2 for @hono/node-server on an HTTP/1.1-only server (scripts/http1-only-plugin.mjs).
export class Http2ServerRequest {}
export const constants = { NGHTTP2_NO_ERROR: 0 };`;

export const http1OnlyPlugin = {
  name: "http1-only-node-server",
  setup(build) {
    build.onResolve({ filter: /^(node:)?http2$/ }, (args) => (/[\\/]@hono[\\/+]node-server/.test(args.importer) ? { path: "http2", namespace: "http1-only" } : undefined));
    build.onLoad({ filter: /.*/, namespace: "http1-only" }, () => ({ contents: STUB, loader: "js" }));
  },
};

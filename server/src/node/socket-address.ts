/** The TCP peer's address on @hono/node-server (its `incoming` binding); undefined elsewhere (app.request() in tests). */
export function nodeSocketAddress(_request: Request, env: unknown): string | undefined {
  const bindings = env as { incoming?: NodeBinding; server?: { incoming?: NodeBinding } } | undefined;
  return (bindings?.server?.incoming ?? bindings?.incoming)?.socket?.remoteAddress;
}

type NodeBinding = { socket?: { remoteAddress?: string } };

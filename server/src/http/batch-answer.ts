// JSON-RPC batches through the SDK's transport: it files answers by request id and answers a batch
// that ends up with one answer as a single object, so duplicate ids in a batch collapse into one
// non-array answer and a one-call batch is not answered with an array. A batch is always answered
// with an array here, and a repeated id gets its own error instead of someone else's result.

type Message = Record<string, unknown>;

/** A batch split into what the server runs and the answers for calls refused for repeating an id. */
export interface PreparedBatch {
  run: Message[];
  refused: Message[];
}

/** Keeps the first call with each id; each later one is answered -32600 (Invalid Request). */
export function prepareBatch(batch: readonly Message[]): PreparedBatch {
  const seen = new Set<string>();
  const run: Message[] = [];
  const refused: Message[] = [];
  for (const message of batch) {
    const isCall = typeof message.method === "string" && "id" in message;
    const key = isCall ? JSON.stringify(message.id) : null;
    if (key !== null && seen.has(key)) {
      refused.push({ jsonrpc: "2.0", id: message.id ?? null, error: { code: -32600, message: `Invalid Request: id ${key.slice(0, 40)} appears more than once in this batch; each call in a batch needs its own id` } });
      continue;
    }
    if (key !== null) seen.add(key);
    run.push(message);
  }
  return { run, refused };
}

/** The transport's answer to a batch as a JSON array, with the refused calls' errors appended. */
export async function asBatchAnswer(response: Response, refused: readonly Message[]): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  // Transport-level refusals (406, 415, 400) stay as the SDK wrote them.
  if (response.status !== 200 && response.status !== 202) return response;
  if (response.status === 200 && !type.includes("application/json")) return response;
  const answered: unknown = response.status === 202 ? [] : await response.json();
  const all = [...(Array.isArray(answered) ? answered : [answered]), ...refused];
  // Only notifications: nothing to answer, as the transport said.
  if (all.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(all), { status: 200, headers });
}

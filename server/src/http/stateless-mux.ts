import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { Transport, TransportSendOptions } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCErrorResponse, JSONRPCMessage, JSONRPCNotification, JSONRPCRequest, JSONRPCResultResponse, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { noteClientError } from "./request-log.js";

// Which of the four kinds a message is, read from its keys. Every message here is already valid: the
// transport parsed each incoming one with JSONRPCMessageSchema (a union of four strict shapes), and the
// outgoing ones come from the SDK's own Protocol. The SDK's isJSONRPC* guards would parse each message
// with zod again, an answer with its whole result (the desk's: its full result, on every call).
const isRequest = (m: JSONRPCMessage): m is JSONRPCRequest => "method" in m && "id" in m;
const isNotification = (m: JSONRPCMessage): m is JSONRPCNotification => "method" in m && !("id" in m);
const isAnswer = (m: JSONRPCMessage): m is JSONRPCResultResponse | JSONRPCErrorResponse => "result" in m || "error" in m;

/** What an endpoint asks of its 2025-era leg. */
export interface McpLeg {
  handleRequest(request: Request, parsedBody: unknown): Promise<Response>;
}

interface Route {
  transport: WebStandardStreamableHTTPServerTransport;
  id: RequestId;
}

/**
 * Serves one long-lived McpServer statelessly over streamable HTTP.
 *
 * Every HTTP request still gets a fresh SDK transport, so the SDK keeps doing all of the HTTP
 * checks (Accept 406, Content-Type 415, protocol version 400, JSON-RPC validation). The server is
 * built once instead of per request (building one costs ~0.5 ms: Ajv, schema compilation), and is
 * connected to an in-process hub. Request ids are rewritten to process-unique numbers on the way in
 * and restored on the way out, so concurrent clients that all use id 1 never see each other's answers.
 */
export class StatelessMcpMux {
  private nextId = 1;
  private readonly routes = new Map<number, Route>();
  private readonly hub: Transport = {
    start: async () => {},
    close: async () => this.hub.onclose?.(),
    send: (message, options) => this.deliver(message, options),
  };

  private constructor(private readonly onError: (error: Error) => void) {}

  /**
   * The leg of an endpoint that serves the 2025 revisions: the server is built and connected on its first
   * request, so start-up loads no SDK (a REST job and the plain tools/call answered directly need none).
   */
  static deferred(build: () => McpServer, onError: (error: Error) => void = () => {}): McpLeg {
    let mux: Promise<StatelessMcpMux> | undefined;
    return { handleRequest: async (request, parsedBody) => (await (mux ??= StatelessMcpMux.create(build(), onError))).handleRequest(request, parsedBody) };
  }

  /** Connects the server to the mux; call once at start-up. */
  static async create(server: McpServer, onError: (error: Error) => void = () => {}): Promise<StatelessMcpMux> {
    const mux = new StatelessMcpMux(onError);
    // McpServer advertises tools.listChanged: true, but a stateless server has no stream to send the
    // notification on (a standalone GET is a 405), and clients would wait for it in vain.
    server.server.registerCapabilities({ tools: { listChanged: false } });
    await server.connect(mux.hub);
    return mux;
  }

  /** Requests whose answers are still on their way; zero when idle (nothing leaks). */
  get inFlight(): number {
    return this.routes.size;
  }

  /**
   * Handles one HTTP request whose JSON body Hono has already parsed. What the transport refuses before
   * answering (Accept 406, a bad protocol version, invalid JSON-RPC) is the client's fault: it is noted
   * for the request's log line, not reported as a bug.
   */
  async handleRequest(request: Request, parsedBody: unknown): Promise<Response> {
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const hubIds = new Map<RequestId, number>();
    let refused: Error | undefined;
    let answered = false;
    transport.onerror = (error) => {
      if (answered) this.onError(error);
      else refused = error;
    };
    transport.onmessage = (message, extra) => {
      if (isRequest(message)) {
        const hubId = this.nextId++;
        this.routes.set(hubId, { transport, id: message.id });
        hubIds.set(message.id, hubId);
        this.hub.onmessage?.({ ...message, id: hubId }, extra);
      } else if (isNotification(message)) {
        const cancelled = message.method === "notifications/cancelled" ? message.params?.requestId : undefined;
        if (cancelled === undefined) this.hub.onmessage?.(message, extra);
        else if (hubIds.has(cancelled as RequestId)) {
          this.hub.onmessage?.({ ...message, params: { ...message.params, requestId: hubIds.get(cancelled as RequestId) } }, extra);
        }
      }
      // Responses to server-to-client requests cannot be matched statelessly; the desk sends none.
    };
    const response = await transport.handleRequest(request, { parsedBody });
    answered = true;
    if (refused && response.status < 500) noteClientError(request, refused.message);
    else if (refused) this.onError(refused);
    return response;
  }

  private async deliver(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    try {
      if (isAnswer(message)) {
        const route = this.routes.get(message.id as number);
        if (!route) return;
        this.routes.delete(message.id as number);
        await route.transport.send({ ...message, id: route.id });
        return;
      }
      const related = options?.relatedRequestId;
      const route = related === undefined ? undefined : this.routes.get(related as number);
      // Messages tied to no request have no stream in stateless mode and are dropped.
      if (route) await route.transport.send(message, { ...options, relatedRequestId: route.id });
    } catch (error) {
      // The client went away before its answer was ready; nothing is left to tell it.
      this.onError(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

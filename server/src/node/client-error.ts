import type { Socket } from "node:net";
import { buildProblem, type ProblemKind } from "../http/problem.js";
import { securityHeaderList } from "../http/security-headers.js";

// Node answers a request it cannot parse, or whose headers or body are too slow, on its own with an
// empty body and none of the service's headers. These are the same answers as problem documents.
const ANSWERS: Record<string, { status: number; kind: ProblemKind; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, kind: "headers-too-large", detail: "The request headers are larger than the server accepts." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, kind: "body-timeout", detail: "The request did not arrive in time; the connection is closed." },
};
const BAD_REQUEST = { status: 400, kind: "bad-request" as const, detail: "The request is not valid HTTP/1.1." };
const REASONS: Record<number, string> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

/**
 * The server's 'clientError' handler: answers with a problem+json document and the security headers
 * (when nothing has been written on the socket yet), then closes the connection.
 */
export function answerClientError(baseUrl: string, hsts: boolean) {
  const headers = securityHeaderList(hsts);
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A connection reset or a closed socket has no one left to answer.
    if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const answer = (error.code ? (Object.hasOwn(ANSWERS, error.code) ? ANSWERS[error.code] : undefined) : undefined) ?? BAD_REQUEST;
    const body = JSON.stringify(buildProblem(baseUrl, answer.kind, answer.status, answer.detail));
    const lines = [
      `HTTP/1.1 ${answer.status} ${REASONS[answer.status]}`,
      "content-type: application/problem+json",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
  };
}

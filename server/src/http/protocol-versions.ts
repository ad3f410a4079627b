import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";

/** The revision every endpoint's 2026-07-28 leg serves (the v2 SDK's createMcpHandler); a test checks server/discover says the same. */
export const MODERN_PROTOCOL_VERSIONS = ["2026-07-28"] as const;

/** Every revision an MCP endpoint of this service answers, newest first: handshakes, server cards and GET documents say these. */
export const SERVED_PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS];

import { z } from "zod";

/** The client kinds an install line can be written for. */
export const CLIENT_KINDS = ["claude", "claude-desktop", "cursor", "vscode", "gemini", "codex", "hermes", "chatgpt", "grok"] as const;
export const ClientKindSchema = z.enum(CLIENT_KINDS).describe("MCP client kind");
export type ClientKind = z.infer<typeof ClientKindSchema>;

/** One way to register an MCP server in one client, in that client's own format. */
export const InstallLineSchema = z
  .object({
    client: ClientKindSchema,
    server: z.string().describe("The name the server is registered under"),
    url: z.string().describe("The server's MCP endpoint"),
    format: z
      .enum(["command", "json", "yaml", "toml", "link", "steps", "code"])
      .describe("What `text` is: a shell command, a config file (JSON, YAML or TOML), a link, UI steps, or code (a JavaScript object for an API request)"),
    where: z.string().describe("Where it goes: a terminal, a file path or a settings screen"),
    text: z.string().describe("The exact text to paste or run"),
    note: z.string().optional().describe("What to know before using this line (limits of the client, where the token goes)"),
    secret: z
      .object({
        env: z.string().describe("Name of the environment variable that holds the Bearer token"),
        keptIn: z.string().describe("The profile environment file the token lives in"),
      })
      .optional()
      .describe("Present when the server needs a token: it is referenced by variable, never pasted"),
  })
  .describe("An install line");
export type InstallLine = z.infer<typeof InstallLineSchema>;

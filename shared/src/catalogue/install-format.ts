import type { ClientKind, InstallLine } from "../schemas/install.js";

/** A server to install: its registered name, its MCP url, and the env var holding its token if it needs one. */
export interface InstallTarget {
  name: string;
  url: string;
  description?: string;
  /** Name of the env var that holds a Bearer token; the token itself is never written anywhere. */
  tokenEnv?: string;
  /** A key the endpoint takes in its query string, read from `env` by each client; never written. */
  urlKey?: { param: string; env: string };
  /**
   * Tools an API caller may allow (search and quote only). When given, the OpenAI and xAI tool
   * blocks list them and OpenAI's `require_approval` is "never"; otherwise OpenAI asks every time.
   */
  allowedTools?: string[];
}

/** The env var a target's secret lives in: its Bearer token, else its URL key. */
export function secretEnv(t: InstallTarget): string | undefined {
  return t.tokenEnv ?? t.urlKey?.env;
}

/** The target's URL with its key written as `placeholder` (the client's own syntax for reading an env var). */
export function keyedUrl(t: InstallTarget, placeholder: (env: string) => string): string {
  if (!t.urlKey) return t.url;
  return `${t.url}${t.url.includes("?") ? "&" : "?"}${t.urlKey.param}=${placeholder(t.urlKey.env)}`;
}

export type LineFields = Pick<InstallLine, "format" | "where" | "text"> & { note?: string | undefined };

/** One install line; `keptIn` says where the secret lives when the target has one. */
export function line(t: InstallTarget, client: ClientKind, fields: LineFields, keptIn?: string): InstallLine {
  const { note, ...rest } = fields;
  const env = secretEnv(t);
  return {
    client,
    server: t.name,
    url: t.url,
    ...rest,
    ...(note ? { note } : {}),
    ...(env && keptIn ? { secret: { env, keptIn } } : {}),
  };
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A shell word: bare when it is plainly safe, else single-quoted (so the shell expands nothing in it). */
export function shellArg(word: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(word) ? word : shellQuote(word);
}

export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

export function yamlKey(key: string): string {
  return /^[A-Za-z0-9_.-]+$/.test(key) ? key : JSON.stringify(key);
}

/** A TOML table key: bare when it can be, else a basic string. */
export function tomlKey(key: string): string {
  return /^[A-Za-z0-9_-]+$/.test(key) ? key : JSON.stringify(key);
}

export const SHELL_PROFILE = "your shell profile (~/.zshrc or ~/.bashrc): export the variable there";
export const HERMES_ENV = "~/.hermes/.env";
export const GEMINI_ENV = "~/.gemini/.env (Gemini CLI loads it at start)";
export const APP_ENV = "your application's environment (e.g. a .env file your code loads), never the request source";
/** The env file the Claude Desktop bridge sources: Claude Desktop passes no shell environment to its servers. */
export const DESKTOP_ENV_FILE = "$HOME/.config/mcp-tokens.env";
export const DESKTOP_ENV = "~/.config/mcp-tokens.env (one NAME=value per line; chmod 600)";
/** The mcp-remote release whose header handling the token lines were checked against. */
export const MCP_REMOTE = "mcp-remote@0.15.1";

import { createHash } from "node:crypto";
import { SERVED_PROTOCOL_VERSIONS } from "./protocol-versions.js";
import { buildDocuments, bundledDeskEvalPack, type DiscoveryInput, type DocumentEntry } from "@travel/discovery";
import { catalogueTools, chooseGroupSpecialist, runTravelJobTool } from "@travel/shared";
import type { Hono } from "hono";
import type { AppContext } from "../context/app-context.js";
import { problemResponse } from "./problem.js";

/** A document ready to serve: serialised once, with its strong validator. */
interface ServedDocument {
  body: string;
  contentType: string;
  etag: string;
}

const CACHE_CONTROL = "public, max-age=3600";
const ALLOW = "GET, HEAD, OPTIONS";
// Documents are public metadata, so any origin may read them (SEP-2127 asks for exactly these headers).
const CORS = { "access-control-allow-origin": "*", "access-control-expose-headers": "ETag" } as const;

/**
 * Mounts every discovery document (GET, HEAD, CORS preflight) with ETag, Cache-Control and 304,
 * and answers any other path under /.well-known/ with a JSON problem, never HTML.
 */
export function mountDiscovery(app: Hono, ctx: AppContext): void {
  const input = discoveryInput(ctx);
  let table: Map<string, ServedDocument> | undefined;
  // Built once, on the first request: by then every route of the app is mounted, so the list of
  // GET paths in llms-full.txt is taken from the finished route table.
  const documents = () => (table ??= serve(buildDocuments({ ...input, getEndpoints: getEndpoints(app) })));

  app.get("*", async (c, next) => {
    const doc = documents().get(c.req.path);
    if (!doc) return next();
    if (notModified(c.req.header("if-none-match"), doc.etag)) {
      return new Response(null, { status: 304, headers: { etag: doc.etag, "cache-control": CACHE_CONTROL, ...CORS } });
    }
    return new Response(doc.body, { status: 200, headers: { "content-type": doc.contentType, etag: doc.etag, "cache-control": CACHE_CONTROL, ...CORS } });
  });

  app.options("*", async (c, next) => {
    if (!documents().has(c.req.path)) return next();
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS,
        allow: ALLOW,
        "access-control-allow-methods": ALLOW,
        "access-control-allow-headers": "Content-Type, If-None-Match",
        "access-control-max-age": "86400",
      },
    });
  });

  app.all("/.well-known/*", (c) => {
    const base = ctx.config.baseUrl;
    if (documents().has(c.req.path)) {
      return problemResponse(base, "method-not-allowed", 405, `${c.req.path} is a document: read it with GET.`, undefined, { allow: ALLOW });
    }
    return problemResponse(base, "not-found", 404, `No document is published at ${c.req.path}. The discovery documents are listed at ${base}/llms-full.txt.`);
  });
}

/** What the documents are built from, for this app's dependencies (the GET endpoints are added once mounted). */
export function discoveryInput(ctx: Pick<AppContext, "config" | "catalogue" | "desk" | "sideDesks">): Omit<DiscoveryInput, "getEndpoints"> {
  const { config } = ctx;
  const specialist = chooseGroupSpecialist(config, ctx.catalogue);
  return {
    config,
    tools: { desk: [runTravelJobTool], catalogue: catalogueTools },
    catalogue: ctx.catalogue,
    sideDesks: ctx.sideDesks,
    groupSpecialist: { ...specialist, tokenEnv: config.groupSpecialist.tokenEnv, lines: ctx.desk.groupSpecialist.installLines() },
    deskEvals: bundledDeskEvalPack(),
    protocolVersions: SERVED_PROTOCOL_VERSIONS,
  };
}

/** GET routes of the app with a fixed path (no parameters, no wildcards), in the order they were mounted. */
function getEndpoints(app: Hono): string[] {
  const paths = app.routes.filter((r) => r.method === "GET" && !/[:*]/.test(r.path)).map((r) => r.path);
  return [...new Set(paths)];
}

function serve(documents: readonly DocumentEntry[]): Map<string, ServedDocument> {
  return new Map(
    documents.map((doc) => {
      const body = typeof doc.body === "string" ? doc.body : `${JSON.stringify(doc.body, null, 2)}\n`;
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
      return [doc.path, { body, contentType: doc.contentType, etag }];
    }),
  );
}

// If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix does not prevent a match.
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

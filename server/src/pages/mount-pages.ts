import type { Hono } from "hono";
import type { AppContext } from "../context/app-context.js";
import { problemResponse } from "../http/problem.js";
import { htmlCsp } from "../http/security-headers.js";
import { LANDING_CSS, LANDING_JS } from "./assets.js";
import { buildStaticPageData } from "./build-page-data.js";
import { renderLanding } from "./landing.js";
import type { PageData } from "./page-data.js";

/** The landing page's own policy: its stylesheet and script from this origin, its filter form to itself. */
const LANDING_CSP = htmlCsp({ script: true, form: true });

/** Mounts GET / (the landing page), its two assets and one eval document per listing. */
export function mountPages(app: Hono, ctx: AppContext): void {
  let page: Omit<PageData, "supplier"> | undefined;
  // Built on the first visit, once every route (and so every document) exists.
  const staticData = () => (page ??= buildStaticPageData(ctx));

  app.get("/", async (c) => {
    const data: PageData = { ...staticData(), supplier: ctx.desk.regional.lastStatus() };
    const asked = c.req.query("category") ?? "";
    const category = data.categories.includes(asked) ? asked : null;
    c.header("content-security-policy", LANDING_CSP);
    c.header("cache-control", "no-cache");
    return c.html(await renderLanding(data, category));
  });

  app.get("/assets/landing.css", (c) => c.body(LANDING_CSS, 200, { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=3600" }));
  app.get("/assets/landing.js", (c) => c.body(LANDING_JS, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=3600" }));

  app.get("/data/evals/:file{[a-z0-9-]+\\.json}", (c) => {
    const slug = c.req.param("file").replace(/\.json$/, "");
    const evaluation = ctx.catalogue.evals[slug];
    if (!evaluation) return problemResponse(ctx.config.baseUrl, "not-found", 404, `No listing '${slug}' in the aisle; /data/listings.json lists them.`);
    return c.json(evaluation);
  });
}

import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../helpers/app.js";

const artifacts = fileURLToPath(new URL("../artifacts/", import.meta.url));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  // Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the landing page in a real browser", () => {
  it("loads without console errors, links install buttons to the desk, and filters the aisle", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));

    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(5);

    // The install buttons decode to the desk's URL, desk card first.
    const deskUrl = `${server.url}/desk`;
    const cursorHref = await page.locator('a[data-client="cursor"]').first().getAttribute("href");
    const config = new URL(cursorHref!).searchParams.get("config")!;
    expect(JSON.parse(Buffer.from(config, "base64").toString("utf8")).url).toBe(deskUrl);
    const vscodeHref = await page.locator('a[data-client="vscode"]').first().getAttribute("href");
    expect(JSON.parse(decodeURIComponent(vscodeHref!.replace(/^vscode:mcp\/install\?/, "")))).toMatchObject({ type: "http", url: deskUrl });
    const firstCommand = await page.locator("pre").first().textContent();
    expect(firstCommand).toContain(`claude mcp add --transport http travel-desk ${deskUrl}`);

    // The category filter: instant with JavaScript.
    const allRows = await page.locator("#aisle tbody tr").count();
    expect(allRows).toBeGreaterThanOrEqual(25);
    await page.selectOption("#category", "esim");
    const visible = page.locator("#aisle tbody tr:not([hidden])");
    expect(await visible.count()).toBeGreaterThan(0);
    expect(await visible.count()).toBeLessThan(allRows);
    for (const category of await visible.locator("td:nth-child(2)").allTextContents()) expect(category).toBe("esim");

    // Each row links to its eval.
    const evalHref = await visible.first().locator("a").getAttribute("href");
    const evalDoc = await (await fetch(`${server.url}${evalHref}`)).json();
    expect(evalDoc).toHaveProperty("usefulness");

    mkdirSync(artifacts, { recursive: true });
    await page.selectOption("#category", "");
    await page.screenshot({ path: `${artifacts}landing.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("works without JavaScript: the filter form narrows the table on the server", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.selectOption("#category", "hotels");
    await Promise.all([page.waitForURL(/category=hotels/), page.click(".filter button[type=submit]")]);
    const categories = await page.locator("#aisle tbody tr td:nth-child(2)").allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(["hotels"]));
    await context.close();
  });
});

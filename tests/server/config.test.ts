import { loadConfig } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { PACKAGE_VERSION } from "../helpers/version.js";

describe("configuration from the environment", () => {
  it("needs nothing to start, and resolves DESIGN's defaults", () => {
    const loaded = loadConfig({});
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.config).toMatchObject({
      port: 8787,
      host: "127.0.0.1",
      baseUrl: "http://localhost:8787",
      vendor: "example",
      version: PACKAGE_VERSION,
      deskServerName: "travel-desk",
      catalogueServerName: "travel-aisle",
      regionalSupplier: { url: null, apex: null, tool: "search_trips" },
      groupSpecialist: { tokenEnv: "GROUP_SPECIALIST_TOKEN" },
      supplierTimeoutMs: 2500,
      supplierHealthTtlMs: 30000,
      allowedOrigins: "loopback",
      requestStateKey: null,
    });
    expect(loaded.config.ceeCountries).toContain("PL");
    expect(loaded.config.ceeCountries).not.toContain("AT");
  });

  it("derives BASE_URL from PORT and opens origins when bound publicly", () => {
    const loaded = loadConfig({ PORT: "9000", HOST: "0.0.0.0" });
    expect(loaded.ok && loaded.config.baseUrl).toBe("http://localhost:9000");
    expect(loaded.ok && loaded.config.allowedOrigins).toBe("*");
  });

  it("reads the CEE list as configuration data", () => {
    const loaded = loadConfig({ CEE_COUNTRIES: "pl, cz ,AT" });
    expect(loaded.ok && loaded.config.ceeCountries).toEqual(["PL", "CZ", "AT"]);
  });

  it("takes a REQUEST_STATE_KEY of at least 32 characters as it is", () => {
    const key = "k".repeat(32);
    expect(loadConfig({ REQUEST_STATE_KEY: key })).toMatchObject({ ok: true, config: { requestStateKey: key } });
  });

  it.each([
    ["PORT", "eighty"],
    ["BASE_URL", "not a url"],
    ["SUPPLIER_TIMEOUT_MS", "-5"],
    ["REGIONAL_SUPPLIER_URL", "ftp://supplier.example/mcp"],
    ["VENDOR", "Example Corp"],
    ["CEE_COUNTRIES", "Poland"],
    ["GROUP_SPECIALIST_TOKEN_ENV", "my token"],
    ["REQUEST_STATE_KEY", "too-short-to-seal-anything"],
  ])("names %s when its value %j is bad", (variable, value) => {
    const loaded = loadConfig({ [variable]: value });
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.errors.map((e) => e.variable)).toContain(variable);
  });
});

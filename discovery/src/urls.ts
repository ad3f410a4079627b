import type { Config } from "@travel/shared";

/** Every public URL the documents name, absolute on BASE_URL (config.baseUrl has no trailing slash). */
export function serviceUrls(config: Config) {
  const base = config.baseUrl;
  return {
    base,
    home: `${base}/`,
    desk: `${base}/desk`,
    catalogue: `${base}/mcp`,
    registry: `${base}/registry`,
    serverCard: `${base}/desk/server-card`,
    catalogueServerCard: `${base}/mcp/server-card`,
    openapi: `${base}/openapi.json`,
    serverJson: `${base}/server.json`,
    llms: `${base}/llms.txt`,
    llmsFull: `${base}/llms-full.txt`,
    install: `${base}/data/install.json`,
    mcpIndex: `${base}/data/mcp.json`,
    cursor: `${base}/data/cursor-mcp.json`,
    claudeDesktop: `${base}/data/claude_desktop_config.json`,
    vscode: `${base}/data/vscode-mcp.json`,
    forAgents: `${base}/data/for-agents.json`,
    listings: `${base}/data/listings.json`,
    evals: `${base}/data/evals.json`,
    deskEvals: `${base}/data/desk-evals.json`,
  };
}

/** The registry identifier `com.<vendor>/desk` (docs/DESIGN.md section 3). */
export function registryName(config: Config): string {
  return `com.${config.vendor}/desk`;
}

/** The catalogue's registry identifier `com.<vendor>/catalogue`, beside the desk's. */
export function catalogueRegistryName(config: Config): string {
  return `com.${config.vendor}/catalogue`;
}

/** The vendor's domain as the reverse-DNS name implies it (`com.example` -> `example.com`). */
export function vendorDomain(config: Config): string {
  return `${config.vendor}.com`;
}

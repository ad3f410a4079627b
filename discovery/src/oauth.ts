import type { Config } from "@travel/shared";
import { serviceUrls } from "./urls.js";

const NO_AUTH = "No authentication is used: the desk and every endpoint of this service are public and take no token, API key or OAuth.";

/** RFC 9728 protected-resource metadata that says plainly no authorization server exists. */
export function buildProtectedResource(config: Config) {
  const urls = serviceUrls(config);
  return {
    resource: urls.desk,
    authorization_servers: [],
    bearer_methods_supported: [],
    scopes_supported: [],
    resource_name: `${config.deskServerName} (travel desk MCP server)`,
    resource_documentation: urls.llmsFull,
    authentication: "none",
    authentication_required: false,
    description: NO_AUTH,
  };
}

/** /.well-known/oauth-authorization-server[/desk]: a JSON answer that this is not an authorization server. */
export function buildNotAnAuthorizationServer(config: Config) {
  return {
    error: "not_an_authorization_server",
    error_description: `${NO_AUTH} There is no authorization server to discover; connect without credentials.`,
    resource: serviceUrls(config).desk,
  };
}

/** /.well-known/openid-configuration[/desk]: a JSON answer that this is not an OpenID provider. */
export function buildNotAnOpenIdProvider(config: Config) {
  return {
    error: "not_an_openid_provider",
    error_description: `${NO_AUTH} There is no OpenID provider here; connect without credentials.`,
    resource: serviceUrls(config).desk,
  };
}

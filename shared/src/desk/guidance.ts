/**
 * The four client-side rules of docs/DESIGN.md section 8, returned in every desk result and published in
 * llms.txt and for-agents.json.
 */
export const CLIENT_GUIDANCE: readonly string[] = Object.freeze([
  "Match the job to the category: group-travel is not flights-search.",
  "Use arguments exactly as the target tool's schema requires: IATA code arrays, ISO-2 versus ISO-3 country codes, nested dates.",
  "Skip any tool whose name matches book|pay|checkout|ticket|email_offer; search and quote only.",
  "Keep a supplier's Bearer token in a profile environment file, never in a client config file.",
]);

import { readCases } from "@travel/workbench";
import type { LoadRequest } from "./load.js";

const JSON_HEADERS = { "content-type": "application/json" };
const MCP_HEADERS = { ...JSON_HEADERS, accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" };

/** The product's acceptance jobs (tests/fixtures/jobs.json): the rotating workload of every phase. */
export function loadJobs(): string[] {
  return readCases("jobs.json").map((c) => c.job);
}

/** REST calls: `{ job }` to `path`, one request per job. */
export function restRequests(path: string, jobs: string[]): LoadRequest[] {
  return jobs.map((job) => ({ method: "POST", path, headers: JSON_HEADERS, body: JSON.stringify({ job }) }));
}

/** MCP tools/call run_travel_job to `path`, one request per job (ids differ, as a real client's do). */
export function mcpRequests(path: string, jobs: string[]): LoadRequest[] {
  return jobs.map((job, i) => ({
    method: "POST",
    path,
    headers: MCP_HEADERS,
    body: JSON.stringify({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name: "run_travel_job", arguments: { job } } }),
  }));
}

import { DeskResultSchema } from "../schemas/desk-result.js";
import { JobInputSchema } from "../schemas/job.js";
import type { ToolDefinition } from "./tool-definition.js";

/** run_travel_job: the desk's one tool (docs/DESIGN.md section 4). */
export const runTravelJobTool = {
  name: "run_travel_job",
  title: "Run a travel job",
  description:
    "Hand the travel desk a travel job in plain language (travellers, route, dates, disruption, mobile data). " +
    "It routes the job by fixed rules (sos, split, esim, group, regional, search, clarify) and returns advice: " +
    "which supplier or catalogue server to use, live regional data or an honest DOWN, EC261 advice for disruptions. " +
    "It never books, never pays and never files a group quote.",
  inputSchema: JobInputSchema,
  outputSchema: DeskResultSchema,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
} satisfies ToolDefinition;

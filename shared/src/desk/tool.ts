import { DeskResultSchema } from "../schemas/desk-result.js";
import { DeskRequestSchema, readJobOnly } from "./given.js";
import type { ToolDefinition } from "../tools/tool-definition.js";

/** run_travel_job: the desk's one tool (docs/DESIGN.md section 4). */
export const runTravelJobTool = {
  name: "run_travel_job",
  title: "Run a travel job",
  description:
    "Hand the travel desk a travel job in plain language (travellers, route, dates, disruption, mobile data), " +
    "plus whatever you already know as fields (travellers, from, to, date, returnDate, kind, cabin): a given field wins over the text, and a disagreement is reported in job.conflicts. " +
    "It routes the job by fixed rules (sos, split, esim, group, regional, search, clarify) and returns advice: " +
    "which supplier or catalogue server to use, live regional data or an honest DOWN, EC261 advice for disruptions. " +
    "It never books, never pays and never files a group quote.",
  inputSchema: DeskRequestSchema,
  readInput: readJobOnly,
  outputSchema: DeskResultSchema,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
} satisfies ToolDefinition;

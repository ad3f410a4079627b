import { assessEc261 } from "./ec261.js";
import { resolveCase, resolveTextCase, type ParsedPlaces } from "./resolve-case.js";
import type { SosAdvice, SosToolInput } from "./schemas.js";

/** The routing core's parser, reduced to what the advisor needs: the two ends of the trip. */
export type PlaceParser = (text: string) => ParsedPlaces;

/** An assessment, or why the input cannot be assessed (an expected failure, not a bug). */
export type AdviseOutcome = { ok: true; value: SosAdvice } | { ok: false; message: string; field: string };

/**
 * /sos-mcp's one operation: `job` (free text, read by the routing core's parser plus the advisor's
 * own reading of delay, notice, flight and cause) or the structured facts; never files, never buys.
 */
export function adviseEc261(input: SosToolInput, parse: PlaceParser): AdviseOutcome {
  const { job, ...facts } = input;
  if (job !== undefined) return { ok: true, value: assessEc261(resolveTextCase(job, parse(job), facts)) };
  if (!input.from || !input.to || !input.disruption) {
    return { ok: false, field: !input.from ? "from" : !input.to ? "to" : "disruption", message: "Give either job (the disruption in plain language) or from, to and disruption." };
  }
  return { ok: true, value: assessEc261(resolveCase(facts)) };
}

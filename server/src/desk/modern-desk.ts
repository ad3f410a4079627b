import { acceptedContent, CLIENT_CAPABILITIES_META_KEY, inputRequired, type RequestStateCodec, type ServerContext } from "@modelcontextprotocol/server";
import { runToolHandler, runTravelJobTool, toCallToolResult, type Config, type DeskInput, type DeskResult, type ToolOutcome } from "@travel/shared";
import type { DeskRunner } from "../context/ports.js";
import type { ModernServerSpec } from "../http/modern-handler.js";
import { registerModernTool } from "../http/modern-handler.js";
import { answeredJob, askForm, questionsFor, type AskState } from "./ask.js";
import { deskIdentity } from "./create-desk-server.js";

/** The one input request an asking answer carries. */
const FORM_KEY = "desk";

/** True when the request's client declared form elicitation (an empty elicitation capability means form). */
function canAskForm(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, { elicitation?: { form?: unknown; url?: unknown } } | undefined> | undefined;
  const capabilities = envelope?.[CLIENT_CAPABILITIES_META_KEY];
  const elicitation = capabilities?.elicitation;
  return elicitation !== undefined && (elicitation.form !== undefined || elicitation.url === undefined);
}

function answer(result: DeskResult): ToolOutcome<DeskResult> {
  return { ok: true, value: result, text: result.summary };
}

/**
 * The desk on 2026-07-28: run_travel_job as on the 2025 path, except that a client which can be asked
 * is asked for what the job's route lacks (multi round-trip: `input_required` with a form and a sealed
 * requestState) instead of receiving the result with `missing`. It asks once; a declined or invalid
 * answer gets the result the job supports.
 */
export function modernDeskSpec(config: Config, runDesk: DeskRunner, sealer: RequestStateCodec<AskState>, onError: (error: Error) => void): ModernServerSpec {
  const respond = async (input: DeskInput, ctx: ServerContext): Promise<unknown> => {
    const job = input.job;
    const state = ctx.mcpReq.requestState<AskState>();
    if (state !== undefined) {
      // Sealed and unexpired (the SDK verified it before this runs), but minted for this job and no other.
      if (state.job !== job) return toCallToolResult({ ok: false, message: "This requestState was issued for another job; send the job again without it." });
      return toCallToolResult(answer(await runDesk({ ...input, job: answeredJob(state, acceptedContent(ctx.mcpReq.inputResponses, FORM_KEY)) })));
    }
    const result = await runDesk(input);
    const asked = canAskForm(ctx) ? questionsFor(result) : [];
    if (asked.length === 0) return toCallToolResult(answer(result));
    return inputRequired({ inputRequests: { [FORM_KEY]: inputRequired.elicit(askForm(asked, result)) }, requestState: await sealer.mint({ job, asked }, ctx) });
  };
  const run = async (input: unknown, ctx: ServerContext): Promise<unknown> => {
    try {
      return await respond(input as DeskInput, ctx);
    } catch (error) {
      // A bug: reported, and answered as every tool answers one.
      return runToolHandler(() => Promise.reject(error), null, onError);
    }
  };
  return {
    ...deskIdentity(config),
    tools: [],
    register: (server) => registerModernTool(server, runTravelJobTool, run),
    verifyRequestState: (state, ctx) => sealer.verify(state, ctx),
  };
}

import { bindTool, registerToolFromDefinition } from "@travel/shared";
import type { z } from "zod";
import type { SideDesk, SideDeskParts } from "../../context/side-desk.js";

/** A registry entry from a side desk's parts; the tool registered is the one the documents name. */
export function defineSideDesk<I extends z.ZodObject, O extends z.ZodObject>(parts: SideDeskParts<I, O>): SideDesk {
  const { handlers, ...described } = parts;
  return {
    ...described,
    build: (env) => {
      const { call, rest } = handlers(env);
      return { binding: bindTool(parts.tool, call), register: (server) => registerToolFromDefinition(server, parts.tool, call), rest };
    },
  };
}

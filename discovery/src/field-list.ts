import type { z } from "zod";

/** One line per field of a zod object: name, whether it is required, and its `.describe()` text. */
export function fieldList(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape).map(([name, field]) => {
    const type = field as z.ZodType;
    const optional = type.safeParse(undefined).success;
    return `- ${name}${optional ? " (optional)" : ""}: ${type.description ?? ""}`.trimEnd();
  });
}

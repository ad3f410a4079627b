import type { Problem } from "@travel/shared";
import type { z } from "zod";

/** A validated REST body, or the field errors that refused it. */
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: NonNullable<Problem["errors"]> };

/** Validates a REST body against a zod schema; each issue names its field. */
export function validateBody<S extends z.ZodType>(schema: S, body: unknown): Validated<z.infer<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((i) => ({ field: i.path.join(".") || "body", message: i.message })) };
}

/** "phone: not valid; job: required" for a problem's detail. */
export function describeErrors(errors: NonNullable<Problem["errors"]>): string {
  return errors.map((e) => `${e.field}: ${e.message}`).join("; ");
}

import { z } from "zod";

/** A JSON value as the OpenAPI document holds it. */
export type JsonObject = { [key: string]: unknown };

/** A zod schema published under a component name. */
export interface NamedSchema {
  id: string;
  schema: z.ZodType;
}

/**
 * Converts zod schemas into OpenAPI 3.0 component schemas that refer to each other by name
 * (`#/components/schemas/<id>`). Requests are converted as input (unknown fields allowed, defaults
 * optional), responses as output.
 */
export function componentSchemas(named: readonly NamedSchema[], io: "input" | "output"): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const { id, schema } of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: "openapi-3.0", io, uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, toOpenApi30(schema) as JsonObject]));
}

// zod's openapi-3.0 target already writes `nullable` and turns literals into enums; what it leaves
// behind that OpenAPI 3.0 forbids is fixed here, in one place.
function toOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi30);
  if (typeof node !== "object" || node === null) return node;
  // OpenAPI 3.0.3 ignores `nullable` without a sibling `type` (e.g. beside allOf/$ref), so null would
  // be refused: a schema used as nullable must not be registered as a component; it stays inline.
  if ("nullable" in node && !("type" in node)) throw new Error(`a nullable schema without a type cannot be written for OpenAPI 3.0: ${JSON.stringify(node).slice(0, 200)}`);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$id" || key === "$schema") continue; // JSON Schema identifiers, not OpenAPI 3.0 keywords
    if (key === "const") out.enum = [value];
    else if (key === "properties" || key === "patternProperties") {
      // Property names are data, not keywords: keep them, convert their schemas.
      out[key] = Object.fromEntries(Object.entries(value as JsonObject).map(([k, v]) => [k, toOpenApi30(v)]));
    } else out[key] = toOpenApi30(value);
  }
  return out;
}

import { z } from "zod";

/** RFC 9457 problem document, as every REST error is written. */
export const ProblemSchema = z
  .object({
    type: z.string().describe("A URI naming the kind of problem"),
    title: z.string().describe("Short summary of the kind of problem"),
    status: z.number().int().describe("HTTP status code"),
    detail: z.string().describe("What was wrong with this request, in plain words"),
    errors: z
      .array(z.object({ field: z.string().describe("The field at fault, e.g. 'job' or 'body'"), message: z.string().describe("What is wrong with it") }))
      .optional()
      .describe("Field-level errors"),
  })
  .describe("RFC 9457 problem details");
export type Problem = z.infer<typeof ProblemSchema>;

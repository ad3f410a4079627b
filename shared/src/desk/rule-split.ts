import { defineRoute } from "./rule.js";

// Rule 2: two or more independent parts, each routed by the other rules and answered in `parts`. Whether a
// job has parts is the parser's finding, so the rule is decided before the others and takes no single request.
export const split = defineRoute({
  id: "split",
  text: "two or more independent parts: each routed by these same rules, returned in parts[]",
  words: "several independent parts, each routed on its own",
  takes: () => false,
  compose: (_job, _deps, parts) => {
    const listed = parts.map(({ result, label }, i) => `(${i + 1}) ${result.route}: ${label}`).join("; ");
    return {
      summary: `This job holds ${parts.length} independent requests, each answered on its own in parts: ${listed}. Relay each part's summary; nothing has been booked, paid or filed.`,
      nextSteps: parts.map(({ result }, i) => `Part ${i + 1} (${result.route}): ${result.nextSteps[0] ?? "see its summary"}`),
    };
  },
  label: () => "several independent requests",
  category: () => null,
});

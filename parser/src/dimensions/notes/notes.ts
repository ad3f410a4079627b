import type { Token } from "../../text/text.js";

interface NoteRule {
  tag: string;
  /** Words one of which must appear before the pattern is worth running. */
  triggers: string;
  pattern: RegExp;
}

// Tags a travel agent would write on the job card; the desk and the side desks read them.
const RULES: readonly NoteRule[] = [
  {
    tag: "names-later",
    triggers: "name names",
    pattern: new RegExp(
      String.raw`\bnames?\b[^.;]{0,30}?\b(?:later|to follow|will follow|follow|tbc|tba|to be confirmed|pending|not (?:yet )?known|not yet)\b|` +
        String.raw`\bwithout (?:the )?names\b|\bname list later\b`,
    ),
  },
  {
    tag: "wheelchair",
    triggers: "wheelchair wheelchairs wheel reduced prm mobility",
    pattern: /\b(?:wheel ?chairs?|reduced mobility|prm|mobility (?:aid|assistance|scooter))\b/,
  },
  { tag: "infant", triggers: "infant infants baby babies toddler toddlers lap", pattern: /\b(?:infants?|bab(?:y|ies)|toddlers?|lap (?:child|infant))\b/ },
  { tag: "children", triggers: "child children kid kids minor minors teenager teenagers", pattern: /\b(?:child(?:ren)?|kids?|minors?|teenagers?)\b/ },
  {
    tag: "budget",
    triggers: "cheap cheaper cheapest budget low lowcost affordable inexpensive",
    pattern: /\b(?:cheap(?:er|est)?|budget|low[- ]?cost|affordable|inexpensive)\b/,
  },
  { tag: "round-trip", triggers: "return round roundtrip back returning rt", pattern: new RegExp(
    String.raw`\b(?:return (?:flights?|trip|tickets?)|round[- ]?trip|and back|returning|coming back|back on|back \d{1,2}\b|` +
      String.raw`return,? (?:on )?\d{1,2}\b|rt)\b`,
  ) },
  // "OW", "RT": how agents and fare searches write them.
  { tag: "one-way", triggers: "way oneway ow", pattern: /\bone[- ]?way\b|\bow\b/ },
  { tag: "direct-only", triggers: "direct nonstop non", pattern: /\b(?:direct|non[- ]?stop)\b/ },
  { tag: "flexible-dates", triggers: "flexible give", pattern: /\b(?:flexible|give or take)\b/ },
  { tag: "business-class", triggers: "business first", pattern: /\b(?:business|first) class\b/ },
  { tag: "pet", triggers: "pet pets dog dogs cat cats", pattern: /\b(?:pets?|dogs?|cats?)\b/ },
  {
    tag: "sports-equipment",
    triggers: "ski skis snowboard snowboards bike bikes bicycle bicycles golf surfboard surfboards instrument instruments",
    pattern: /\b(?:skis?|snowboards?|bikes?|bicycles?|golf clubs|surfboards?|instruments?)\b/,
  },
  { tag: "extra-baggage", triggers: "extra checked hold", pattern: /\b(?:extra|checked|hold) (?:bags?|baggage|luggage)\b/ },
  { tag: "urgent", triggers: "urgent urgently asap soon right emergency", pattern: /\b(?:urgent(?:ly)?|asap|as soon as possible|right now|emergency)\b/ },
  { tag: "vip", triggers: "vip", pattern: /\bvip\b/ },
  // A group asking to be booked in pairs or several small bookings is still one group.
  {
    tag: "split-booking-request",
    triggers: "split pairs bookings reservations pnrs",
    pattern: new RegExp(
      String.raw`\bsplit\b[^.;]{0,40}\b(?:bookings?|pairs|groups|smaller|separate|reservations?|pnrs?)\b|` +
        String.raw`\b(?:as|into|in) (?:(?:\d+|several|separate|smaller|small|two|three|four|five|six|multiple) )?(?:pairs|bookings|reservations|` +
        String.raw`pnrs)\b`,
    ),
  },
  {
    tag: "asks-to-book",
    triggers: "book booking pay purchase buy check checkout file request issue sell charge reserve",
    pattern:
      new RegExp(
        String.raw`\b(?:book(?:ing)? (?:it|them|us|me|now|the|seats|tickets|flights?|\d+|right away|immediately|straight away|directly)|` +
          String.raw`(?:please|and|just|then|now) book|book(?=\s*(?:[:.!,]|$))|pay (?:for|now|it|with)|purchase|` +
          String.raw`(?<!where (?:to|can i|can we|do i|do we|should i) |how (?:to|do i|do we|can i) )buy|check ?out|sell me|` +
          String.raw`charge (?:my|the|our) (?:card|account)|reserve (?:it|them|now|the)|file (?:the |a )?(?:group )?quote|request_group_quote|` +
          String.raw`issue (?:the )?tickets?)\b`,
      ),
  },
  // Text aimed at the desk rather than about the trip: it is read as travel text and changes nothing,
  // but the card says it was there.
  {
    tag: "instructions-ignored",
    triggers:
      "ignore ignoring disregard forget override bypass skip system admin developer assistant route routing routed pretend treat booked paid note " +
        "important instruction instructions role job",
    pattern: new RegExp(
      [
        "\\b(?:ignore|ignoring|disregard|forget|override|bypass|skip)\\b[^.;]{0,40}" +
          "\\b(?:rules?|instructions?|prompts?|polic(?:y|ies)|guidelines?|everything|above|previous|routing|checks?|table|advice|limits?)\\b",
        // Verb-final languages (Turkish "önceki talimatları yok say") put what is ignored first.
        "\\b(?:rules?|instructions?|prompts?)\\b[^.;]{0,30}\\b(?:ignore|disregard|forget|override|bypass)\\b",
        "\\b(?:system|admin|developer|assistant) " +
          "(?:mode|prompt|override|message)\\b|(?:^|[\\s{<\\[(])(?:system|admin|assistant)\\s*:|\\brole\\s*:\\s*system\\b",
        "\\byou are now\\b|\\bpretend\\b|\\btreat (?:this|it|the job) as\\b|\\b(?:do not|don't|dont) route\\b",
        "\\broute (?:this|it|everything|the job)(?: \\w+)? (?:as|to)\\b|\\broute\\s*[=:]|\\bmust be (?:returned|routed|answered) as\\b",
        "\\b(?:booked|paid)\\s*[=:]\\s*true\\b|\\bnote to (?:any|the|every) (?:ai|assistant|model|desk|agent|llm)\\b|\\binstructions? (?:to|for) " +
          "the (?:desk|ai|assistant|model)\\b|<\\/?job>",
      ].join("|"),
    ),
  },
];

/**
 * Where text aimed at the desk starts ("ignore your rules", "SYSTEM:", "route: group") and where its sentence ends, as
 * [start, end) character ranges of the folded text: the desk reads the job as if they were not there.
 */
export function instructionSpans(folded: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of folded.matchAll(INSTRUCTIONS)) {
    const rest = folded.slice(m.index).search(/[.;!?\n]/);
    spans.push([m.index, rest < 0 ? folded.length : m.index + rest]);
  }
  return spans;
}

// The instructions rule's pattern, global, made once (matchAll works on a copy, so it holds no state between calls).
const INSTRUCTIONS = new RegExp((RULES.find((r) => r.tag === "instructions-ignored") as NoteRule).pattern.source, "g");

const RULES_BY_TRIGGER = new Map<string, number>();
RULES.forEach((rule, i) => {
  for (const word of rule.triggers.split(" ")) RULES_BY_TRIGGER.set(word, (RULES_BY_TRIGGER.get(word) ?? 0) | (1 << i));
});

/** The note tags of tokens[first..end) (folded text of the same span), in a stable order. */
export function detectNotes(folded: string, tokens: readonly Token[], first: number, end: number): string[] {
  let candidates = 0;
  for (let i = first; i < end; i++) if ((tokens[i] as Token).plain) candidates |= RULES_BY_TRIGGER.get((tokens[i] as Token).s) ?? 0;
  const notes: string[] = [];
  if (candidates === 0) return notes;
  for (let i = 0; i < RULES.length; i++) {
    const rule = RULES[i] as NoteRule;
    if (candidates & (1 << i) && rule.pattern.test(folded)) notes.push(rule.tag);
  }
  return notes;
}

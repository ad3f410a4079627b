import { ROUTE_TABLE, categoryFor, classifyJob, defineRoute, routeJob, routeTexts, runTravelJob, parseJob, type Route, type RouteTable } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW, fakeDeps } from "../desk-core/fake-deps.js";

// docs/contributing.md "A new route rule": a rule is one file (here, inline) and one line in a table. The desk takes its
// table as a parameter, so this throw-away rule is tried before search without touching the service's own.
const pets = defineRoute({
  id: "pets" as Route,
  text: "a pet travels: the pet rules first",
  words: "a trip with a pet",
  takes: (job) => job.notes.includes("pet"),
  compose: (job) => ({ summary: `Pet rules for ${job.destination?.name ?? "the trip"}.`, nextSteps: ["Check the carrier's pet policy."] }),
  label: () => "a pet's trip",
  category: () => "flights-search",
});
const search = ROUTE_TABLE.findIndex((r) => r.id === "search");
const table: RouteTable = [...ROUTE_TABLE.slice(0, search), pets, ...ROUTE_TABLE.slice(search)];
const JOB = "flying Warsaw to Rome with my dog on 4 May";

describe("a route added through the route table", () => {
  it("routes a job to it in its place among the rules, and leaves the service's table alone", () => {
    const job = parseJob(JOB, NOW);
    expect(job.notes).toContain("pet");
    expect(routeJob(job, undefined, table).route).toBe("pets");
    expect(routeJob(job).route).toBe("search");
    // rules before it still win: a group with a dog is a group
    expect(routeJob(parseJob("12 of us and a dog, Warsaw to Rome", NOW), undefined, table).route).toBe("group");
  });

  it("answers with its own composer, and names itself in a split's summary by its label", async () => {
    const { deps } = fakeDeps();
    const result = await runTravelJob(JOB, deps, table);
    expect([result.route, result.summary, result.booked]).toEqual(["pets", "Pet rules for Rome.", false]);
    const split = await runTravelJob(`${JOB}; and an eSIM for Italy`, deps, table);
    expect(split.route).toBe("split");
    expect(split.summary).toContain("(1) pets: a pet's trip");
  });

  it("gives the catalogue its category and llms-full its line", () => {
    expect(categoryFor("pets" as Route, "flights", table)).toBe("flights-search");
    expect(classifyJob(JOB, NOW, [], table).category).toBe("flights-search");
    expect(routeTexts(table)).toContain("pets: a pet travels: the pet rules first");
    expect(routeTexts()).not.toContain("pets: a pet travels: the pet rules first");
  });

  it("is refused by the type checker when a part is missing", () => {
    // @ts-expect-error a rule without its composer
    defineRoute({ id: "search", text: "t", words: "w", takes: () => true, label: () => "l", category: () => null });
    // @ts-expect-error a rule without its llms-full text
    defineRoute({ id: "search", words: "w", takes: () => true, compose: () => ({ summary: "s", nextSteps: [] }), label: () => "l", category: () => null });
    // @ts-expect-error a rule without its catalogue category
    defineRoute({ id: "search", text: "t", words: "w", takes: () => true, compose: () => ({ summary: "s", nextSteps: [] }), label: () => "l" });
    // @ts-expect-error a rule without its label
    defineRoute({ id: "search", text: "t", words: "w", takes: () => true, compose: () => ({ summary: "s", nextSteps: [] }), category: () => null });
    expect(ROUTE_TABLE.map((r) => r.id)).toEqual(["sos", "split", "esim", "group", "regional", "search", "clarify"]);
  });
});

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseJob, routeJob } from "@travel/shared";
import { describe, expect, it } from "vitest";
import { NOW } from "../desk-core/fake-deps.js";

// Misspelt places and key words (docs/DESIGN.md section 5): each job of the corpus is read as if spelt right,
// with one note per corrected word; a job spelt right, or whose words are only words, is read with none.
interface Case {
  text: string;
  from: string | null;
  to: string | null;
  passengers?: number;
  date?: string;
  kind?: string;
  corrected: string[];
}

const root = new URL("../../", import.meta.url);
const corpus = JSON.parse(readFileSync(new URL("parser/src/normalise/spelling/corpus.json", root), "utf8")) as { cases: Case[] };
const where = (p: { iata?: string; country: string } | null) => (p ? `${p.iata ?? "-"} ${p.country}` : null);

describe("misspelt places and key words", () => {
  it.each(corpus.cases.map((c) => [c.text, c] as const))("%s", (_text, c) => {
    const job = parseJob(c.text, NOW);
    const read = {
      from: where(job.origin),
      to: where(job.destination),
      ...(c.passengers !== undefined ? { passengers: job.passengers } : {}),
      ...(c.date !== undefined ? { date: job.date } : {}),
      ...(c.kind !== undefined ? { kind: job.kind } : {}),
      corrected: job.notes.filter((n) => n.startsWith("corrected:")),
    };
    const { text: _t, ...expected } = c;
    expect(read).toEqual(expected);
    // A place read from a misspelling is a trip the desk can work on, not a question back.
    if (c.from || c.to) expect(routeJob(job).route).not.toBe("clarify");
  });

  it("spelling-guard.json is what scripts/data/build-spelling-guard.ts makes of the word list and the indexes", () => {
    expect(() =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/data/build-spelling-guard.ts", "--check"], { cwd: root, encoding: "utf8", stdio: "pipe" }),
    ).not.toThrow();
  }, 240_000);
});

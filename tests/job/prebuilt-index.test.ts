import { afterEach, describe, expect, it } from "vitest";
import { decodeIndex, encodeIndex, numberIn, PREBUILT_INDEXES, TextIndex } from "@travel/parser";

// The Node bundle's prebuilt text indexes (parser/src/tables/prebuilt-index.ts, scripts/data-files-plugin.mjs):
// a table's index is written as a file when the bundle is built and registered under the text read at run time.
type Registry = Map<string, () => ReturnType<typeof decodeIndex>>;
const holder = globalThis as { [PREBUILT_INDEXES]?: Registry };
const registry = (): Registry => (holder[PREBUILT_INDEXES] ??= new Map());
afterEach(() => delete holder[PREBUILT_INDEXES]);

const table = Array.from({ length: 700 }, (_v, i) => `place${i}\t${i * 3}`).join("\n");
const bytesOf = (text: string) => encodeIndex(new TextIndex(text).arrays());

describe("prebuilt text indexes", () => {
  it("are read back from their file and used for the text they were made from", () => {
    let reads = 0;
    const bytes = bytesOf(table);
    registry().set(table, () => (reads++, decodeIndex(bytes)));
    const index = new TextIndex(table);
    expect(reads).toBe(1);
    // Its arrays are views over the file's bytes, not arrays built again.
    expect(index.arrays().slots.buffer).toBe(bytes.buffer);
    expect(index.size).toBe(700);
    for (const i of [0, 1, 350, 699]) {
      expect(index.find(`place${i}`)).toBe(i);
      expect(index.value(i)).toBe(String(i * 3));
    }
    expect(index.find("place700")).toBe(-1);
  });

  it("answer as the index built from the text does", () => {
    const bytes = bytesOf(table);
    registry().set(table, () => decodeIndex(bytes));
    const prebuilt = new TextIndex(table);
    delete holder[PREBUILT_INDEXES];
    const built = new TextIndex(table);
    for (const key of ["place0", "place42", "place699", "place7000", "", "plac", "place42\t126"]) expect(prebuilt.find(key)).toBe(built.find(key));
  });

  it("are ignored when they do not fit the text: another table's, or a damaged file", () => {
    const other = Array.from({ length: 900 }, (_v, i) => `town${i}`).join("\n");
    registry().set(table, () => decodeIndex(bytesOf(other)));
    expect(new TextIndex(table).find("place12")).toBe(12);
    registry().set(table, () => decodeIndex(new Uint8Array([1, 2, 3])));
    expect(new TextIndex(table).find("place12")).toBe(12);
    const cut = bytesOf(table).slice(0, 400);
    expect(decodeIndex(cut)).toBeUndefined();
  });

  it("are found only for the text they were made from", () => {
    let reads = 0;
    registry().set(table, () => (reads++, decodeIndex(bytesOf(table))));
    const index = new TextIndex(table + "\nextra\t1");
    expect(reads).toBe(0);
    expect(index.find("extra")).toBe(700);
  });

  it("carry a table's values read as numbers, used only in their own radix", () => {
    const index = new TextIndex(table);
    const values = Int32Array.from({ length: index.size }, (_v, line) => numberIn(index.value(line), 10));
    const bytes = encodeIndex({ ...index.arrays(), numbers: { radix: 10, values } });
    registry().set(table, () => decodeIndex(bytes));
    const prebuilt = new TextIndex(table);
    expect(prebuilt.prebuiltNumbers(10)?.[350]).toBe(1050);
    expect(prebuilt.prebuiltNumbers(36)).toBeUndefined();
    delete holder[PREBUILT_INDEXES];
    expect(new TextIndex(table).prebuiltNumbers(10)).toBeUndefined();
    // A file whose numbers are not one a line is not read.
    expect(decodeIndex(bytes.slice(0, bytes.length - 4))).toBeUndefined();
  });

  it("read as a number only a value written as toString writes it", () => {
    expect(numberIn("1050", 10)).toBe(1050);
    expect(numberIn("1f", 36)).toBe(51);
    for (const [value, radix] of [["1f", 10], ["007", 10], ["", 10], ["1,2", 10], ["-3", 10], ["12.5", 10], ["9999999999", 10], ["zzzzzzz", 36]] as const) expect(numberIn(value, radix)).toBe(-1);
  });
});

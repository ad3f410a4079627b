import { describe, expect, it } from "vitest";
import { currentDocuments, readSnapshots, snapshotFile, SNAPSHOT_COMMAND } from "@travel/workbench";

describe("committed snapshots of the discovery documents (discovery/snapshots/)", () => {
  it(`match what the app serves; after a change run: ${SNAPSHOT_COMMAND}`, async () => {
    const current = await currentDocuments();
    const { index, bodies, strays } = readSnapshots();
    const hint = `discovery documents changed without their snapshot: run \`${SNAPSHOT_COMMAND}\` and commit discovery/snapshots/`;
    expect(strays, hint).toEqual([]);
    expect(index.map((e) => e.path), hint).toEqual(current.map((d) => d.path));
    for (const doc of current) {
      const entry = index.find((e) => e.path === doc.path)!;
      expect(entry.file).toBe(snapshotFile(doc.path));
      expect(entry.contentType, `${doc.path}: ${hint}`).toBe(doc.contentType);
      expect(bodies.get(doc.path), `${doc.path}: ${hint}`).toBe(doc.body);
    }
  });
});

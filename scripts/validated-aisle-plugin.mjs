// An esbuild plugin for the server's bundles (Node and Worker): shared/src/catalogue/shipped-aisle.ts, which
// validates the aisle's data files with zod, becomes the validated data itself, worked out here by that same
// module. The server used to run the check at every start (~50 ms of CPU before its first answer, issue 28); now
// it runs once per build, and a build of an invalid aisle fails with the error the server would have refused to
// start with. The data is embedded as JSON and parsed on the catalogue's first load.
import { build } from "esbuild";
import { isDeepStrictEqual } from "node:util";

const SHIPPED = /[\\/]shared[\\/]src[\\/]catalogue[\\/]shipped-aisle\.ts$/;

/** The module's own shippedAisleData(), bundled for this plain-node script and run. */
async function validatedAisle(path) {
  const out = await build({ entryPoints: [path], bundle: true, format: "esm", platform: "node", write: false, logLevel: "warning" });
  const { shippedAisleData } = await import("data:text/javascript;base64," + Buffer.from(out.outputFiles[0].text).toString("base64"));
  return shippedAisleData();
}

export const validatedAislePlugin = {
  name: "validated-aisle",
  setup(b) {
    b.onLoad({ filter: SHIPPED }, async (args) => {
      const result = await validatedAisle(args.path);
      if (!result.ok) return { errors: [{ text: `the shipped aisle is invalid:\n${result.error}` }] };
      const json = JSON.stringify(result.data);
      // The data must survive JSON unchanged (no undefined, Date or Map in it), or the bundle would serve other data.
      if (!isDeepStrictEqual(JSON.parse(json), result.data)) return { errors: [{ text: "the validated aisle does not round-trip through JSON" }] };
      const contents = `let data;
export function shippedAisleData() {
  return { ok: true, data: (data ??= JSON.parse(${JSON.stringify(json)})) };
}`;
      return { contents, loader: "js" };
    });
  },
};

import fc from "fast-check";

// Property tests draw from one seed so a run is reproducible, in CI above all; set FC_SEED to explore
// other draws locally (a failure prints the seed and the counterexample to pin in a table test).
const seed = Number(process.env.FC_SEED ?? 20261124);
fc.configureGlobal({ seed });

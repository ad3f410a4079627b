import { defineConfig } from "vitest/config";

// `pnpm test:load`: the load test only (tests/load), kept out of the default run because it takes a while.
export default defineConfig({
  test: {
    include: ["tests/load/**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});

import { defineConfig } from "vitest/config";
import SlowFirst from "./tests/setup/slow-first.js";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/load/**", "**/node_modules/**"],
    setupFiles: ["tests/setup/fast-check-seed.ts"],
    sequence: { sequencer: SlowFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

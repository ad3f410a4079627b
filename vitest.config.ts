import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/load/**", "**/node_modules/**"],
    setupFiles: ["tests/setup/fast-check-seed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

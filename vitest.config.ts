import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin breaks component tests under Vitest.
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});

import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // Server tests run the same suite against PostgreSQL when DATABASE_URL is set; keep them in one worker pool.
    pool: "forks",
    testTimeout: 15_000,
  },
});

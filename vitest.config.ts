import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // Server tests run the same suite against PostgreSQL when DATABASE_URL is set; keep them in one worker pool.
    pool: "forks",
    // Vitest 5 leaves one core free by default: on CI's 2 cores that ran every file one after another (90 s; 61 s on
    // both). Each server test file has its own database (SQLite file, or a fresh PostgreSQL database), so files may run
    // side by side.
    maxWorkers: "100%",
    testTimeout: 15_000,
  },
});

import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    // Worker threads, not forked processes: the whole run took 155 s and 249 CPU-s against 206 s and 343 CPU-s in forks
    // (back to back, both databases, docs/testing.md "Suite time"); every file passes in either.
    pool: "threads",
    // Vitest 5 leaves one core free by default: on CI's 2 cores that ran every file one after another (90 s; 61 s on
    // both). Each server test file has its own database (SQLite file, or a fresh PostgreSQL database), so files may run
    // side by side.
    maxWorkers: "100%",
    testTimeout: 15_000,
  },
});

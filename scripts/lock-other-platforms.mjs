// Adds the lockfile entries of Biome's other-platform binaries, which this machine's registry does not serve, so
// that `npm ci` accepts the lockfile. npm skips them on install here (their os/cpu/libc do not match); on another
// platform npm fetches the one it needs. Run it after `npm install` rewrites package-lock.json.
import { readFileSync, writeFileSync } from "node:fs";

const platforms = {
  "android-arm64": { os: ["android"], cpu: ["arm64"] },
  "android-x64": { os: ["android"], cpu: ["x64"] },
  "darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "linux-arm64": { os: ["linux"], cpu: ["arm64"], libc: ["glibc"] },
  "linux-arm64-musl": { os: ["linux"], cpu: ["arm64"], libc: ["musl"] },
  "linux-x64": { os: ["linux"], cpu: ["x64"], libc: ["glibc"] },
  "linux-x64-musl": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
  "win32-arm64": { os: ["win32"], cpu: ["arm64"] },
  "win32-x64": { os: ["win32"], cpu: ["x64"] },
};

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const biome = lock.packages["node_modules/@biomejs/biome"];
let added = 0;
for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = platforms[name.replace("@biomejs/cli-", "")];
  if (!platform) throw new Error(`Unknown Biome platform package ${name}`);
  lock.packages[key] = {
    version,
    ...platform,
    dev: true,
    license: "MIT OR Apache-2.0",
    optional: true,
    engines: { node: ">=14.21.3" },
  };
  added++;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} other-platform Biome entries added.`);

import { accessLevels, everyEndpointErrorCodes, mounts } from "../contract/endpoints/endpoint";
import { endpointList } from "../contract/endpoints/index";

/** Where docs/architecture.md holds the generated table. */
export const contractTableMarkers = { start: "<!-- contract-table:start -->", end: "<!-- contract-table:end -->" };

const kilobytes = (bytes: number) => (bytes === 0 ? "none" : `${bytes / 1024} KB`);

/** The contract table as Markdown: one row per endpoint, by path, then who each access level is. */
export function contractTableMarkdown(): string {
  const route = (endpoint: (typeof endpointList)[number]) =>
    `${mounts[endpoint.mount]}${endpoint.path} ${endpoint.method}`;
  const byRoute = [...endpointList].sort((a, b) => route(a).localeCompare(route(b)) || a.name.localeCompare(b.name));
  const rows = byRoute.map((endpoint) => {
    const cells = [
      `\`${endpoint.name}\``,
      endpoint.method,
      `\`${mounts[endpoint.mount]}${endpoint.path}\``,
      endpoint.access,
      kilobytes(endpoint.bodyLimit),
      endpoint.errors.length > 0 ? endpoint.errors.map((code) => `\`${code}\``).join(", ") : "-",
    ];
    return `| ${cells.join(" | ")} |`;
  });
  const access = Object.entries(accessLevels).map(([level, who]) => `- \`${level}\`: ${who}`);
  return [
    "| endpoint | method | path | who may call | body limit | error codes |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `Every endpoint may also answer ${everyEndpointErrorCodes.map((code) => `\`${code}\``).join(", ")}.`,
    "",
    ...access,
  ].join("\n");
}

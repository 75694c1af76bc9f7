import { toJSONSchema, type z } from "zod/mini";
import { type Endpoint, everyEndpointErrorCodes, mounts } from "../../contract/endpoints/endpoint";
import { endpointList } from "../../contract/endpoints/index";

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/** The version of the API the document describes; raised when an endpoint changes incompatibly. */
const apiVersion = "1.0.0";

/** The JSON Schema of a zod schema: what a request may send (`input`) or what an answer holds (`output`). */
function jsonSchemaOf(schema: z.ZodMiniType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "throw",
  });
  return rest;
}

/** A zod schema, as opposed to a parser of the table's own (a path parameter that names nothing when malformed). */
function isZodSchema(parser: unknown): parser is z.ZodMiniType {
  return typeof parser === "object" && parser !== null && "_zod" in parser;
}

/** Hono's pattern (`:id`, `:slug{.+}`) as an OpenAPI path template (`{id}`, `{slug}`). */
export function openApiPath(endpoint: Pick<Endpoint, "mount" | "path">): string {
  return `${mounts[endpoint.mount]}${endpoint.path}`.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");
}

/** The error envelope an endpoint answers with: its own codes and those of every endpoint; areas may add fields. */
function errorEnvelope(endpoint: Endpoint): JsonSchema {
  return {
    type: "object",
    properties: {
      code: { type: "string", enum: [...new Set([...everyEndpointErrorCodes, ...endpoint.errors])] },
      message: { type: "string" },
    },
    required: ["code", "message"],
  };
}

/**
 * A path parameter's schema: its parser's, else any text; never empty (an empty segment matches no route), and held
 * to the route's own pattern when it has one (`:slug{.+}` takes no line break).
 */
function pathParameterSchema(endpoint: Endpoint, name: string, parser: unknown): JsonSchema {
  const schema = isZodSchema(parser) ? jsonSchemaOf(parser, "input") : { type: "string" };
  const routePattern = endpoint.path.match(new RegExp(`:${name}\\{([^}]*)\\}`))?.[1];
  return {
    ...schema,
    ...(schema.type === "string" && schema.minLength === undefined ? { minLength: 1 } : {}),
    ...(routePattern ? { pattern: `^(?:${routePattern})$` } : {}),
  };
}

function parametersOf(endpoint: Endpoint) {
  const path = Object.entries(endpoint.params).map(([name, parser]) => ({
    name,
    in: "path",
    required: true,
    schema: pathParameterSchema(endpoint, name, parser),
  }));
  const query = endpoint.query ? jsonSchemaOf(endpoint.query, "input") : undefined;
  const required = new Set(Array.isArray(query?.required) ? query.required : []);
  const queryProperties = typeof query?.properties === "object" && query.properties !== null ? query.properties : {};
  const queryParameters = Object.entries(queryProperties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...path, ...queryParameters];
}

function operationOf(endpoint: Endpoint & { name: string }) {
  const status = String(endpoint.status ?? 200);
  const parameters = parametersOf(endpoint);
  return {
    operationId: endpoint.name,
    /** The contract table's endpoints this operation stands for (two when they share a route). */
    "x-endpoints": [endpoint.name],
    tags: [endpoint.mount],
    "x-access": endpoint.access,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchemaOf(endpoint.body, "input") } },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: "The answer.",
        content: { "application/json": { schema: jsonSchemaOf(endpoint.answer, "output") } },
      },
      default: {
        description: "Refused or failed, in the error envelope (an area may add fields beside code and message).",
        content: { "application/json": { schema: errorEnvelope(endpoint) } },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the contract table (contract/endpoints/): one operation per endpoint, its schemas
 * zod's JSON Schema of the table's. Endpoints sharing a method and path (the lookup and its poll) are one operation
 * whose body and answer are either's.
 */
export function openApiDocument() {
  // By name and path: the table's order depends on how its modules were loaded (a namespace's keys are sorted).
  const table = [...endpointList].sort((a, b) => a.name.localeCompare(b.name));
  const byPath: Record<string, Record<string, Operation>> = {};
  for (const endpoint of table) {
    const path = openApiPath(endpoint);
    const operations = byPath[path] ?? {};
    byPath[path] = operations;
    const method = endpoint.method.toLowerCase();
    const earlier = operations[method];
    operations[method] = earlier ? sharedOperation(earlier, operationOf(endpoint)) : operationOf(endpoint);
  }
  const paths = Object.fromEntries(Object.entries(byPath).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Storefront API",
      version: apiVersion,
      description:
        "The brand API, the site content proxy and the storefront's own JSON calls of the WH, MP and UK2 storefront, " +
        "generated from its contract table. Calls name their brand by the host they are sent to.",
    },
    paths,
  };
}

type Operation = ReturnType<typeof operationOf>;

/** Two endpoints on one route as one operation: either body, either answer, either's error codes. */
function sharedOperation(first: Operation, second: Operation): Operation {
  const schemaAt = (operation: Operation, pick: (o: Operation) => { schema: JsonSchema } | undefined) =>
    pick(operation)?.schema;
  const either = (pick: (o: Operation) => { schema: JsonSchema } | undefined): JsonSchema => ({
    anyOf: [schemaAt(first, pick), schemaAt(second, pick)].filter((s) => s !== undefined),
  });
  const [status] = Object.keys(first.responses).filter((key) => key !== "default");
  return {
    ...first,
    operationId: `${first.operationId}_or_${second.operationId}`,
    "x-endpoints": [...first["x-endpoints"], ...second["x-endpoints"]],
    ...(first.requestBody
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: either((o) => o.requestBody?.content["application/json"]) } },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: "The answer.",
        content: { "application/json": { schema: either((o) => o.responses[status]?.content["application/json"]) } },
      },
      default: {
        description: first.responses.default.description,
        content: {
          "application/json": { schema: either((o) => o.responses.default.content["application/json"]) },
        },
      },
    },
  };
}

/** The document as docs/openapi.json holds it: indented, one final newline. */
export function openApiDocumentText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

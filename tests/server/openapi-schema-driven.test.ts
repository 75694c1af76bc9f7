import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { brandCodes, brands } from "../../brands/index";
import { openApiDocument } from "../../server/openapi/openapi-document";
import { basketWithDomain, checkoutClient } from "./support/checkout-client";
import { creditCustomer } from "./support/credit-baskets";
import { arbitraryOf, type JsonSchema, type KnownValues, namedArbitrary } from "./support/schema-arbitrary";
import { useTestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-databases";

const host = "wh.localhost:8080";
/** Requests per operation and database: about 600 in all, a few seconds a database on the 2-core machine. */
const runsPerOperation = 6;
/** A new seed each run, as tests/server/fuzz.test.ts does; `SCHEMA_SEED=<n>` replays one (failures print it). */
const seed = Number(process.env.SCHEMA_SEED ?? Date.now());

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, with what a request needs and what its answers must match. */
interface OperationCase {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  successStatus: number;
  success: ValidateFunction;
  refusal: ValidateFunction;
}

const jsonSchemaAt = (content: { "application/json": { schema: JsonSchema } }) => content["application/json"].schema;

function operationCases(): OperationCase[] {
  // Formats (uuid, email) are the contract's patterns already; a format check would need another package.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const cases: OperationCase[] = [];
  for (const [path, operations] of Object.entries(openApiDocument().paths))
    for (const [method, operation] of Object.entries(operations)) {
      const [status] = Object.keys(operation.responses).filter((key) => key !== "default");
      const responses: Record<string, { content: { "application/json": { schema: JsonSchema } } }> =
        operation.responses;
      cases.push({
        method: method.toUpperCase(),
        path,
        parameters: "parameters" in operation ? (operation.parameters as Parameter[]) : [],
        body: operation.requestBody ? jsonSchemaAt(operation.requestBody.content) : undefined,
        successStatus: Number(status),
        success: ajv.compile(jsonSchemaAt(responses[status].content)),
        refusal: ajv.compile(jsonSchemaAt(responses.default.content)),
      });
    }
  return cases;
}

/** Requests for one operation: its parameters and body from their schemas, sometimes a body of any JSON at all. */
function requestArbitrary(operation: OperationCase, known: KnownValues) {
  const textOf = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  const named = (p: Parameter) => namedArbitrary(p.name, p.schema, known).map(textOf);
  // A URL cannot carry `.` or `..` as a path segment (they are resolved away), whatever the schema allows.
  const segment = (p: Parameter) => named(p).filter((text) => text !== "." && text !== "..");
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const pathValues = fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, segment(p)])));
  const query = fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, named(p)])), {
    requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name),
  });
  const body = operation.body
    ? fc.oneof({ weight: 4, arbitrary: arbitraryOf(operation.body, known) }, { weight: 1, arbitrary: fc.jsonValue() })
    : fc.constant(undefined);
  return fc.record({ pathValues, query, body, loggedIn: fc.boolean() }).map(({ pathValues, query, body, loggedIn }) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name]));
    const search = new URLSearchParams(query).toString();
    return {
      url: `http://${host}${path}${search ? `?${search}` : ""}`,
      body: body === undefined ? undefined : JSON.stringify(body),
      loggedIn,
    };
  });
}

describe.each(testDatabaseKinds())("requests generated from the OpenAPI document ($name)", ({ open }) => {
  const storefront = useTestApp(open);
  const cases = operationCases();
  let known: KnownValues = {};
  /** The seeded customer's session: half the requests carry it, so the calls behind a login are reached too. */
  let session = "";

  beforeAll(async () => {
    const client = checkoutClient(storefront.app);
    await client.login(creditCustomer.email, creditCustomer.password);
    session = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const { basketId } = await basketWithDomain(client, "schema-driven.com");
    known = {
      id: [basketId, creditCustomer.id],
      customerId: [creditCustomer.id],
      customer_id: [creditCustomer.id],
      parent_customer_id: brandCodes.map((brand) => brands[brand].parentCustomerId),
      payment_method_id: [creditCustomer.storedCardId],
    };
  });

  it("answers below 500, each on its documented schema", async () => {
    const offSchema: string[] = [];
    const answered = new Set<string>();
    for (const operation of cases)
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, known), async (request) => {
          const response = await storefront.app.request(request.url, {
            method: operation.method,
            headers: {
              host,
              origin: `http://${host}`,
              accept: "application/json",
              ...(request.loggedIn ? { cookie: session } : {}),
              ...(request.body === undefined ? {} : { "content-type": "application/json" }),
            },
            body: request.body,
          });
          const where = `${operation.method} ${request.url} ${request.body ?? ""}`;
          expect(response.status, where).toBeLessThan(500);
          const answer: unknown = await response.json();
          if (response.status === operation.successStatus) answered.add(`${operation.method} ${operation.path}`);
          const schema = response.status === operation.successStatus ? operation.success : operation.refusal;
          if (!schema(answer))
            offSchema.push(
              `${where} -> ${response.status} ${JSON.stringify(answer)}: ${JSON.stringify(schema.errors)}`,
            );
        }),
        { numRuns: runsPerOperation, seed },
      );
    expect(offSchema, `seed ${seed}`).toEqual([]);
    // The requests reach the handlers, not only the checks in front of them: 20 to 28 of 51 operations answered their
    // success at least once in runs on the 2-core machine.
    expect(answered.size).toBeGreaterThanOrEqual(12);
  }, 60_000);
});

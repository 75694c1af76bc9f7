import fc from "fast-check";

/** A JSON Schema as zod's toJSONSchema writes it (draft 2020-12). */
export type JsonSchema = Record<string, unknown>;

const asSchema = (value: unknown): JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonSchema) : {};
const asNumber = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);
const asSchemas = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.map(asSchema) : []);

/** Longest string or list a generated request holds: enough to cross the usual limits, short enough to stay quick. */
const longest = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = asNumber(schema.minLength) ?? 0;
  const maxLength = Math.min(asNumber(schema.maxLength) ?? longest, Math.max(longest, minLength));
  if (schema.format === "uuid") return fc.uuid();
  // Several patterns (allOf): the last is zod's most specific one; a string off the others is a bad request, also fine.
  const patterns = [schema.pattern, ...asSchemas(schema.allOf).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === "string",
  );
  const pattern = patterns.at(-1);
  if (pattern) return fc.stringMatching(new RegExp(pattern)).map((text) => text.slice(0, Math.max(maxLength, 1)));
  return fc.string({ minLength, maxLength, unit: "binary" });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMinimum = asNumber(schema.exclusiveMinimum);
  const exclusiveMaximum = asNumber(schema.exclusiveMaximum);
  const step = integer ? 1 : Number.EPSILON;
  const min = asNumber(schema.minimum) ?? (exclusiveMinimum === undefined ? undefined : exclusiveMinimum + step);
  const max = asNumber(schema.maximum) ?? (exclusiveMaximum === undefined ? undefined : exclusiveMaximum - step);
  if (integer) return fc.integer({ min: min ?? -(2 ** 31), max: max ?? 2 ** 31 - 1 });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values that name something that exists (a brand's customer id, a basket), by property or parameter name. */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** A named value's arbitrary: half the time one that exists, so the checks behind "not found" are reached too. */
export function namedArbitrary(name: string, schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const generated = arbitraryOf(schema, known);
  const existing = known[name] ?? [];
  return existing.length > 0 ? fc.oneof(fc.constantFrom(...existing), generated) : generated;
}

function objectArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = asSchema(schema.properties);
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === "string") : [];
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, part]) => [name, namedArbitrary(name, asSchema(part), known)]),
  );
  return fc.record(fields, { requiredKeys: required });
}

/**
 * Values of a JSON Schema, for requests generated from the OpenAPI document: `const`, `enum`, `anyOf`/`oneOf`, the
 * JSON types with their length and range limits, string patterns and uuids, objects with their required keys. Values
 * off the schema now and then (a pattern cut short, a second pattern not met) are welcome: they are requests too.
 */
export function arbitraryOf(schema: JsonSchema, known: KnownValues = {}): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = asSchemas(schema.anyOf ?? schema.oneOf);
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, known)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, known)));
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryOf(asSchema(schema.items), known), {
        minLength: asNumber(schema.minItems) ?? 0,
        maxLength: Math.min(asNumber(schema.maxItems) ?? 5, 5),
      });
    case "object":
      return objectArbitrary(schema, known);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Any zod schema, classic or mini: what a caller needs to check an answer against the contract. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

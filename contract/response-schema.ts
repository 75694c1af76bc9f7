/** Any zod schema, classic or mini: what a caller needs to check an answer against the contract. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** Any zod schema, classic or mini, with the issues a failed parse reports: what the server parses requests with. */
export interface Parser<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

import { z } from "zod/mini";

/** GET /api/check-session/ of the storefront server: is there a session, and has it passed bot detection. */
export const sessionCheckSchema = z.object({ exists: z.boolean(), valid: z.boolean() });
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

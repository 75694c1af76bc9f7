import type { Context } from "hono";
import type { CustomerErrorCode } from "../../../contract/customer";
import { apiError } from "../../http/api-error";

export function customerError(
  c: Context,
  status: 401 | 403 | 422 | 429 | 503,
  code: CustomerErrorCode,
  message: string,
  extra?: Record<string, unknown>,
) {
  return apiError(c, status, code, message, extra);
}

import { type CustomerErrorCode, customerErrorCodes } from "../../contract/customer";
import { callFailureCodeIn, commonErrorCodes, serverMessageOf } from "../../contract/errors";

/** The code of a failed login call (authentication, human_check_required, timeout...), or null when it carried none. */
export function loginCallErrorCode(error: unknown): CustomerErrorCode | null {
  return callFailureCodeIn(error, [...customerErrorCodes, ...commonErrorCodes]);
}

/** The brand API's own sentence for a failed login call (such as why a human check is needed), when it sent one. */
export const loginCallErrorMessage = serverMessageOf;

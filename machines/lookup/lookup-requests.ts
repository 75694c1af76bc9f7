import { fromPromise } from "xstate";
import type {
  AiGeneratorResponse,
  AiSuggestions,
  LookupPayload,
  LookupPollResponse,
  LookupResponse,
  PremiumResponse,
} from "../../contract/domains";
import type { Answer } from "./lookup-context";

/**
 * The requests the lookup sends, by name, with what each is given and answers. The app provides them
 * (src/actors/lookup.ts, through `lookupMachine.provide`); tests provide their own.
 */
export const lookupRequests = {
  lookupRequest: fromPromise<Answer<LookupResponse>, { requestName: string; payload: LookupPayload }>(() => {
    throw new Error("lookupRequest is provided by the app");
  }),
  lookupPoll: fromPromise<
    Answer<LookupPollResponse>,
    { requestName: string; searchId: string; payload: LookupPayload; counter: number; token: string | null }
  >(() => {
    throw new Error("lookupPoll is provided by the app");
  }),
  premiumCheck: fromPromise<
    Answer<PremiumResponse>,
    { requestName: string; searchId: string; name: string; tld: string }
  >(() => {
    throw new Error("premiumCheck is provided by the app");
  }),
  aiGenerate: fromPromise<Answer<AiGeneratorResponse>, { requestName: string; prompt: string; token: string | null }>(
    () => {
      throw new Error("aiGenerate is provided by the app");
    },
  ),
  aiLoad: fromPromise<AiSuggestions, { uuid: string }>(() => {
    throw new Error("aiLoad is provided by the app");
  }),
};

import type { AiGeneratorResponse, AiSuggestions } from "../../contract/domains";
import { emptyLookup, type LookupContext, nothingSearchedYet } from "./lookup-context";
import { aiNamesPayload, planSearch, requestNameOf, type SearchRequest } from "./search-plan";

/** What each way of starting a search makes of the lookup: a typed search, a shared AI link, AI names arriving. */

/** A search to look up: the last one's results, messages, checks and periods are dropped. */
export function startedSearch(context: LookupContext, search: SearchRequest): Partial<LookupContext> {
  const planned = planSearch(search, context, context.category);
  return {
    search,
    pendingRequestName: requestNameOf(search),
    searchedInfo: "searchedInfo" in planned ? planned.searchedInfo : null,
    currentDomainLookup: { ...emptyLookup, lookupPayload: "payload" in planned ? planned.payload : null },
    ...nothingSearchedYet,
    inputError: ("skipped" in planned && planned.skipped) || null,
  };
}

/** A search with nothing valid to look up: its message says why. */
export function rejectedSearch(context: LookupContext, search: SearchRequest): Partial<LookupContext> {
  const planned = planSearch(search, context, context.category);
  return { inputError: "error" in planned ? planned.error : null, apiError: null };
}

/** A shared `?ai_uuid=` link: its search is known once its suggestions are loaded. */
export function sharedAiLinkOpened(uuid: string, transfer: boolean): Partial<LookupContext> {
  const search: SearchRequest = { kind: "ai", query: "", transfer };
  return {
    search,
    pendingRequestName: `ai-uuid:${uuid}`,
    searchedInfo: null,
    currentDomainLookup: emptyLookup,
    ...nothingSearchedYet,
    aiUuid: uuid,
  };
}

/** The AI generator's names: they are the AI results, looked up next under the same search. */
export function aiNamesGenerated(context: LookupContext, generated: AiGeneratorResponse): Partial<LookupContext> {
  const aiResults = { uuid: generated.uuid ?? "", prompt: generated.prompt ?? "", domains: generated.domains ?? [] };
  return aiNamesToLookUp(context, aiResults, context.pendingRequestName ?? "");
}

/** A shared link's suggestions: an AI search of their prompt, register or transfer as the link asked. */
export function sharedAiNamesLoaded(context: LookupContext, aiResults: AiSuggestions): Partial<LookupContext> {
  const search: SearchRequest = { kind: "ai", query: aiResults.prompt, transfer: context.search?.transfer ?? false };
  return { ...aiNamesToLookUp(context, aiResults, requestNameOf(search)), search };
}

function aiNamesToLookUp(context: LookupContext, aiResults: AiSuggestions, requestName: string) {
  const payload = aiNamesPayload(aiResults.domains, context.search?.transfer ?? false, context);
  return {
    aiResults,
    pendingRequestName: requestName,
    currentDomainLookup: { ...context.currentDomainLookup, lookupPayload: payload },
  };
}

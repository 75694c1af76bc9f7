import type { LookupPollRequest } from "../../../contract/domain-requests";
import type { LookupPollResponse } from "../../../contract/domains";
import { KeptJson } from "../../http/kept-answer";

/**
 * Kept answers take at most this many bytes (their JSON; compressed forms are smaller): about 60 answers of a 500-name
 * list, or thousands of single searches.
 */
export const pollAnswerBytes = 4 * 1024 * 1024;

/**
 * What a poll's registrar answer follows from: what the search looks up (its `searchKey`: brand, mode, names, not its
 * id, so searches of the same names share answers) and how many answers it has had. The tokens and the session are
 * not part of it: they decide whether the answer is given, never what it says.
 */
export function pollAnswerKey(searchKey: string, counter: LookupPollRequest["counter"]): string {
  return `${searchKey}#${counter}`;
}

export interface PollAnswers {
  /** The kept answer under the key, made by `answer` (and kept, the oldest going first) when there is none. */
  answer(key: string, answer: () => LookupPollResponse): KeptJson<LookupPollResponse>;
}

/**
 * Registrar answers to polls, kept per search and counter and encoded once (issue 26). The registrar simulator is
 * stateless (registrar-simulator.ts: a status follows from the name, the mode and the counter, prices from the brand's
 * fixed price list), so a kept answer is the answer any process would give: it cannot go stale, and several processes
 * need not agree on anything. What may change per request (the session, the human check) is decided before an answer
 * is looked up here.
 */
export function createPollAnswers(maxBytes = pollAnswerBytes): PollAnswers {
  const entries = new Map<string, KeptJson<LookupPollResponse>>();
  let bytes = 0;
  return {
    answer(key, answer) {
      const found = entries.get(key);
      if (found) {
        // The most recently used goes last, so the oldest is the first in the map.
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const made = new KeptJson(answer());
      entries.set(key, made);
      bytes += made.kept.bytes.byteLength;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= oldest.kept.bytes.byteLength;
      }
      return made;
    },
  };
}

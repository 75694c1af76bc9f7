import type { ServerConfig } from "../../config";

/**
 * Domain names from a prompt (decisions.md section 6): an OpenAI-compatible endpoint when one is configured, else (or
 * when it fails) a local, deterministic generator built from the prompt's keywords, affixes and the brand's TLDs.
 */

const stopWords = new Set(
  "a an and are as at be by for from i in is it my of on or our the to we with you your want need site website business shop online new".split(
    " ",
  ),
);
const prefixes = ["get", "my", "the", "go"];
const suffixes = ["hq", "hub", "online", "now", "pro"];
const suggestionCount = 10;

function keywords(prompt: string): string[] {
  const words = prompt
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !stopWords.has(word));
  return [...new Set(words)].slice(0, 4);
}

/** The local generator: the same prompt always gives the same names. */
export function localSuggestions(prompt: string, tlds: readonly string[]): string[] {
  const words = keywords(prompt);
  const base = words.length ? words : ["idea"];
  const stems = [
    base.join("").slice(0, 63),
    ...base.flatMap((word) => [...prefixes.map((p) => `${p}${word}`), ...suffixes.map((s) => `${word}${s}`)]),
  ];
  const names: string[] = [];
  for (const [index, stem] of [...new Set(stems)].entries()) {
    names.push(`${stem}.${tlds[index % Math.min(tlds.length, 6)]}`);
    if (names.length === suggestionCount) break;
  }
  return names;
}

const domainPattern = /^[a-z0-9-]{1,63}\.[a-z.]+$/;

async function remoteSuggestions(
  prompt: string,
  tlds: readonly string[],
  ai: ServerConfig["ai"],
  fetchImpl: typeof fetch,
): Promise<string[]> {
  const response = await fetchImpl(`${ai.baseUrl?.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ai.apiKey}` },
    body: JSON.stringify({
      model: ai.model,
      messages: [
        {
          role: "system",
          content: `Suggest ${suggestionCount} available-sounding domain names for the user's idea. Use only these extensions: ${tlds.join(", ")}. Answer with a JSON array of lowercase domain names only.`,
        },
        { role: "user", content: prompt },
      ],
    }),
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
  const answer = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const content = answer.choices?.[0]?.message?.content ?? "";
  const list = JSON.parse(content.slice(content.indexOf("["), content.lastIndexOf("]") + 1)) as unknown;
  if (!Array.isArray(list)) throw new Error("AI endpoint did not answer a list");
  const names = list
    .map((name) => String(name).trim().toLowerCase())
    .filter((name) => domainPattern.test(name) && tlds.includes(name.slice(name.indexOf(".") + 1)));
  if (names.length === 0) throw new Error("AI endpoint suggested no usable names");
  return names.slice(0, suggestionCount);
}

export async function suggestDomains(
  prompt: string,
  tlds: readonly string[],
  ai: ServerConfig["ai"],
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  if (ai.baseUrl && ai.apiKey && ai.model) {
    try {
      return await remoteSuggestions(prompt, tlds, ai, fetchImpl);
    } catch {
      // The local generator answers when the endpoint fails (decisions.md section 6).
    }
  }
  return localSuggestions(prompt, tlds);
}

import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import {
  type AiGeneratorResponse,
  type LookupPayload,
  type LookupPollResponse,
  type LookupResponse,
  type PremiumResponse,
  premiumDomainServiceplanId,
  unknownSearchMessage,
} from "../../../contract/domains";
import { type Answer, lookupMachine, type SearchRequest } from "../../../machines/lookup/lookup.machine";
import { requestNameOf } from "../../../machines/lookup/search-plan";
import { selectProgress, selectShowsHumanCheck } from "../../../machines/lookup/selectors";
import {
  aiExceptionMessage,
  aiLookupFailedMessage,
  aiNoResponseMessage,
  botDetectionMessage,
  bulkLookupFailedMessage,
  humanCheckFailedMessage,
} from "../../../rules/lookup/errors";
import { emptySearchMessage } from "../../../rules/lookup/search-input";
import { simulatedCallError } from "../support/call-failure";
import { answer, entry, fixtureSearchId, whInput } from "./lookup.fixtures";

type LookupImpl = (input: { payload: LookupPayload }) => Promise<LookupResponse>;
type PollImpl = (input: {
  payload: LookupPayload;
  counter: number;
  token: string | null;
}) => Promise<LookupPollResponse>;

interface Fakes {
  lookup?: LookupImpl;
  poll?: PollImpl;
  premium?: (input: { name: string; tld: string }) => Promise<PremiumResponse>;
  ai?: (input: { prompt: string; token: string | null }) => Promise<AiGeneratorResponse>;
  aiLoad?: (input: { uuid: string }) => Promise<{ uuid: string; prompt: string; domains: string[] }>;
}

const never = () => new Promise<never>(() => {});

function start(fakes: Fakes) {
  const clock = new SimulatedClock();
  const calls = { lookup: [] as LookupPayload[], poll: [] as number[], premium: [] as string[], aborted: 0 };
  const echo =
    <T>(impl: ((input: never) => Promise<T>) | undefined) =>
    async ({ input }: { input: { requestName: string } }): Promise<Answer<T>> => ({
      requestName: input.requestName,
      response: await (impl ?? never)(input as never),
    });
  const machine = lookupMachine.provide({
    actors: {
      lookupRequest: fromPromise(({ input, signal }) => {
        calls.lookup.push(input.payload);
        signal.addEventListener("abort", () => calls.aborted++);
        return echo(fakes.lookup)({ input });
      }),
      lookupPoll: fromPromise(({ input }) => {
        calls.poll.push(input.counter);
        return echo(fakes.poll)({ input });
      }),
      premiumCheck: fromPromise(({ input }) => {
        calls.premium.push(`${input.name}.${input.tld}`);
        return echo(fakes.premium)({ input });
      }),
      aiGenerate: fromPromise(({ input }) => echo(fakes.ai)({ input })),
      aiLoad: fromPromise(({ input }) => (fakes.aiLoad ?? never)(input)),
    },
  });
  const actor = createActor(machine, { clock, input: whInput }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const submit = async (search: Partial<SearchRequest> & { query: string }) => {
    actor.send({ type: "lookup.submit", search: { kind: "single", transfer: false, ...search } });
    await settle();
  };
  const tick = async (ms: number) => {
    clock.increment(ms);
    await settle();
    await settle();
  };
  const state = () => actor.getSnapshot();
  const results = () => state().context.currentDomainLookup.results.map((r) => `${r.name}.${r.tld}:${r.status}`);
  return { actor, clock, calls, submit, tick, state, results, settle };
}

/** A poll that answers the `counter+1`-th state of each name from a script. */
function scriptedPoll(script: Record<string, string[]>, complete: (counter: number) => boolean): PollImpl {
  return async ({ counter }) => {
    const next = counter + 1;
    const entries = Object.entries(script).map(([domain, statuses]) =>
      entry(domain, statuses[Math.min(next, statuses.length - 1)]),
    );
    return { response: answer(complete(next), ...entries), updatedCounter: next };
  };
}

describe("lookup machine: polling (spec section 4 'Lookup')", () => {
  it("polls 2500 ms after each update until the lookup is complete, then drops non-final entries", async () => {
    const lookup = start({
      lookup: async () => answer(false, entry("fresh.com", "started"), entry("fresh.net", "scheduled")),
      poll: scriptedPoll(
        {
          "fresh.com": ["started", "registrar_available"],
          "fresh.net": ["scheduled", "started", "registrar_available"],
        },
        (n) => n >= 2,
      ),
    });
    await lookup.submit({ query: "fresh" });
    expect(lookup.state().value).toEqual({ searching: { request: "waitingToPoll", premium: "waiting" } });
    expect(lookup.results()).toEqual(["fresh.com:started", "fresh.net:scheduled"]);
    await lookup.tick(2499);
    expect(lookup.calls.poll).toEqual([]);
    await lookup.tick(1);
    expect(lookup.calls.poll).toEqual([0]);
    expect(lookup.results()).toEqual(["fresh.com:available", "fresh.net:started"]);
    await lookup.tick(2500);
    expect(lookup.calls.poll).toEqual([0, 1]);
    expect(lookup.state().matches({ searching: { request: "complete" } })).toBe(true);
    expect(lookup.state().context.currentDomainLookup.updatedCounter).toBe(2);
    expect(selectProgress(lookup.state())).toEqual({ kind: "finished", count: 2, suspended: false });
    expect(lookup.results()).toEqual(["fresh.com:available", "fresh.net:available"]);
  });

  it("suspends after 6 polls: non-final results become unavailable and the lookup is complete", async () => {
    const lookup = start({
      lookup: async () => answer(false, entry("nevername.com", "started"), entry("nevername.net", "started")),
      poll: scriptedPoll(
        { "nevername.com": ["started"], "nevername.net": ["started", "registrar_available"] },
        () => false,
      ),
    });
    await lookup.submit({ query: "nevername" });
    for (let i = 0; i < 10; i++) await lookup.tick(2500);
    expect(lookup.calls.poll).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lookup.state().matches({ searching: { request: "suspended" } })).toBe(true);
    expect(lookup.state().context.currentDomainLookup.updatedCounter).toBe(6);
    expect(selectProgress(lookup.state())).toEqual({ kind: "finished", count: 2, suspended: true });
    expect(lookup.results()).toEqual(["nevername.com:unavailable", "nevername.net:available"]);
  });

  it("keeps polling after an answer that holds no register (nothing new yet)", async () => {
    const lookup = start({
      lookup: async () => ({ search_id: fixtureSearchId }),
      poll: async ({ counter }) => ({
        response: answer(true, entry("quiet.com", "registrar_available")),
        updatedCounter: counter + 1,
      }),
    });
    await lookup.submit({ query: "quiet" });
    expect(lookup.state().matches({ searching: { request: "waitingToPoll" } })).toBe(true);
    expect(lookup.results()).toEqual([]);
    await lookup.tick(2500);
    expect(lookup.results()).toEqual(["quiet.com:available"]);
  });

  it("completes at once when the first answer is complete", async () => {
    const lookup = start({
      lookup: async () => answer(true, entry("done.com", "registrar_available"), entry("done.net", "started")),
    });
    await lookup.submit({ query: "done" });
    expect(lookup.state().matches({ searching: { request: "complete" } })).toBe(true);
    expect(lookup.results()).toEqual(["done.com:available"]);
  });

  it("merges answers: a taken entry is not replaced by a later status, preorder always replaces", async () => {
    const lookup = start({
      lookup: async () =>
        answer(false, entry("m.com", "registrar_unavailable"), entry("m.net", "registrar_unavailable")),
      poll: async () => ({
        response: answer(true, entry("m.com", "registrar_available"), entry("m.net", "preorder")),
        updatedCounter: 1,
      }),
    });
    await lookup.submit({ query: "m" });
    await lookup.tick(2500);
    expect(lookup.results()).toEqual(["m.com:taken", "m.net:preorder"]);
  });

  it("in transfer mode every new answer replaces the old entry and the payload says transfer", async () => {
    const lookup = start({
      lookup: async () => answer(false, entry("t.com", "registrar_unavailable")),
      poll: async () => ({ response: answer(true, entry("t.com", "registrar_transferrable")), updatedCounter: 1 }),
    });
    await lookup.submit({ query: "t.com", transfer: true });
    expect(lookup.calls.lookup[0].mode).toBe("transfer");
    await lookup.tick(2500);
    expect(lookup.results()).toEqual(["t.com:transfer"]);
  });
});

describe("lookup machine: superseded and stale lookups", () => {
  it("cancels a superseded lookup (its request is aborted) and shows only the new search", async () => {
    let first = true;
    const lookup = start({
      lookup: async ({ payload }) => {
        if (first) {
          first = false;
          return never();
        }
        return answer(true, entry(`${payload.domain_stems?.[0]}.com`, "registrar_available"));
      },
    });
    await lookup.submit({ query: "old" });
    await lookup.submit({ query: "new" });
    expect(lookup.calls.aborted).toBe(1);
    expect(lookup.results()).toEqual(["new.com:available"]);
    expect(lookup.state().context.pendingRequestName).toBe(
      requestNameOf({ kind: "single", query: "new", transfer: false }),
    );
  });

  /**
   * Spec section 4: an old search's results never show. Each request of the old search is answered only after the
   * new search started (its fake ignores the abort, as a slow network would); the new search must not see it.
   */
  describe("an old search's answer, arriving after a new search, never shows", () => {
    /** A promise resolved by the test, when it chooses. */
    function deferred<T>() {
      let resolve: (value: T) => void = () => {};
      const promise = new Promise<T>((settle) => {
        resolve = settle;
      });
      return { promise, resolve };
    }
    const oldAnswer = answer(true, entry("old.com", "registrar_available"));

    it("the first request's answer", async () => {
      const held = deferred<LookupResponse>();
      const lookup = start({ lookup: ({ payload }) => (payload.domain_stems?.[0] === "old" ? held.promise : never()) });
      await lookup.submit({ query: "old" });
      await lookup.submit({ query: "new" });
      held.resolve(oldAnswer);
      await lookup.settle();
      expect(lookup.state().matches({ searching: { request: "requesting" } })).toBe(true);
      expect(lookup.results()).toEqual([]);
    });

    it("a poll's answer", async () => {
      const held = deferred<LookupPollResponse>();
      const lookup = start({
        lookup: async ({ payload }) =>
          payload.domain_stems?.[0] === "old" ? answer(false, entry("old.com", "started")) : never(),
        poll: () => held.promise,
      });
      await lookup.submit({ query: "old" });
      await lookup.tick(2500);
      expect(lookup.calls.poll).toEqual([0]);
      await lookup.submit({ query: "new" });
      held.resolve({ response: oldAnswer, updatedCounter: 1 });
      await lookup.settle();
      expect(lookup.state().matches({ searching: { request: "requesting" } })).toBe(true);
      expect(lookup.results()).toEqual([]);
    });

    it("a premium check's offer", async () => {
      const held = deferred<PremiumResponse>();
      const lookup = start({
        lookup: async ({ payload }) =>
          payload.domain_stems?.[0] === "old"
            ? answer(true, entry("old.com", "registrar_unavailable"))
            : answer(true, entry("new.com", "registrar_unavailable")),
        premium: ({ name }) => (name === "old" ? held.promise : never()),
      });
      await lookup.submit({ query: "old" });
      expect(lookup.calls.premium).toEqual(["old.com"]);
      await lookup.submit({ query: "new" });
      held.resolve({ domains: [{ domain: "old.com", price: 99_900 }] });
      await lookup.settle();
      expect(lookup.results()).toEqual(["new.com:taken"]);
      expect(lookup.state().context.premiumResults).toEqual([]);
    });

    it("the AI generator's names", async () => {
      const held = deferred<AiGeneratorResponse>();
      const lookup = start({ lookup: never, ai: () => held.promise });
      await lookup.submit({ kind: "ai", query: "old idea" });
      await lookup.submit({ query: "new" });
      held.resolve({ uuid: "u", prompt: "old idea", domains: ["old.com"] });
      await lookup.settle();
      expect(lookup.state().matches({ searching: { request: "requesting" } })).toBe(true);
      expect(lookup.state().context.aiResults).toBeNull();
      expect(lookup.calls.lookup.map((payload) => payload.domain_stems ?? payload.domains)).toEqual([["new"]]);
    });
  });
});

describe("lookup machine: input (spec section 5)", () => {
  it("rejects an empty search and an unsupported extension without asking the registrar", async () => {
    const lookup = start({});
    await lookup.submit({ query: "  " });
    expect(lookup.state().value).toBe("invalid");
    expect(lookup.state().context.inputError).toBe(emptySearchMessage);
    await lookup.submit({ query: "name.zz" });
    expect(lookup.state().context.inputError).toBe("'.zz' is not a supported domain extension. Please try again.");
    expect(lookup.calls.lookup).toEqual([]);
  });

  it("rejects a bulk list without one valid name, and an empty AI prompt, with the message of spec section 5", async () => {
    const lookup = start({});
    await lookup.submit({ kind: "bulk", query: "bad.zz, , worse.qq" });
    expect(lookup.state().value).toBe("invalid");
    expect(lookup.state().context.inputError).toBe(
      "'.zz' is not a supported domain extension.\n'.qq' is not a supported domain extension.\n",
    );
    await lookup.submit({ kind: "ai", query: "   " });
    expect(lookup.state().value).toBe("invalid");
    expect(lookup.state().context.inputError).toBe(emptySearchMessage);
    expect(lookup.calls.lookup).toEqual([]);
  });

  it("looks a single name up in the default category, and a bulk list as domains", async () => {
    const lookup = start({ lookup: never });
    await lookup.submit({ query: "www.My-Name.net" });
    expect(lookup.calls.lookup[0]).toEqual({
      mode: "both",
      domain_category: "Best Sellers",
      domain_stems: ["my-name"],
      parent_customer_id: 101,
    });
    expect(lookup.state().context.searchedInfo).toEqual({ name: "my-name", tld: "net", tldSpecific: true });
    await lookup.submit({ kind: "bulk", query: "one.com, two.net, bad.zz" });
    expect(lookup.calls.lookup[1]).toEqual({ mode: "both", domains: ["one.com", "two.net"], parent_customer_id: 101 });
    expect(lookup.state().context.inputError).toBe("'.zz' is not a supported domain extension.\n");
    expect(lookup.state().context.searchedInfo).toBeNull();
  });
});

describe("lookup machine: premium check", () => {
  it("checks taken non-UK names once per TLD and shows a premium entry with the premium price", async () => {
    const lookup = start({
      lookup: async () =>
        answer(
          false,
          entry("bigpremium.com", "registrar_unavailable"),
          entry("bigpremium.co.uk", "registrar_unavailable"),
          entry("bigpremium.net", "started"),
        ),
      poll: async () => ({
        response: answer(
          true,
          entry("bigpremium.com", "registrar_unavailable"),
          entry("bigpremium.net", "registrar_unavailable"),
        ),
        updatedCounter: 1,
      }),
      premium: async ({ name, tld }) => ({ domains: [{ domain: `${name}.${tld}`, price: 99_900 }] }),
    });
    await lookup.submit({ query: "bigpremium" });
    await lookup.settle();
    expect(lookup.calls.premium).toEqual(["bigpremium.com"]);
    await lookup.tick(2500);
    await lookup.settle();
    expect(lookup.calls.premium).toEqual(["bigpremium.com", "bigpremium.net"]);
    const premium = lookup.state().context.currentDomainLookup.results.find((r) => r.tld === "com");
    expect(premium).toMatchObject({
      status: "premium",
      period: "1y",
      new_price: 99_900,
      serviceplan_id: premiumDomainServiceplanId,
      isPremium: true,
    });
    expect(lookup.results()).toContain("bigpremium.co.uk:taken");
    expect(lookup.state().context.premiumResults).toHaveLength(2);
  });

  it("an offer for a name that is no longer taken (now preorder) leaves it as the registrar says", async () => {
    let offer: (response: PremiumResponse) => void = () => {};
    const lookup = start({
      lookup: async () => answer(false, entry("gone.com", "registrar_unavailable")),
      poll: async () => ({ response: answer(false, entry("gone.com", "preorder")), updatedCounter: 1 }),
      premium: () => new Promise((resolve) => (offer = resolve)),
    });
    await lookup.submit({ query: "gone.com" });
    await lookup.settle();
    expect(lookup.calls.premium).toEqual(["gone.com"]);
    await lookup.tick(2500);
    expect(lookup.results()).toEqual(["gone.com:preorder"]);
    offer({ domains: [{ domain: "gone.com", price: 99_900 }] });
    await lookup.settle();
    // Spec section 4 checks a taken result; decisions section 3: premium is registrar_unavailable offered at a price.
    expect(lookup.results()).toEqual(["gone.com:preorder"]);
    expect(lookup.state().context.premiumResults).toEqual([]);
  });

  it("a failed premium check frees that TLD to be checked again", async () => {
    let attempts = 0;
    const lookup = start({
      lookup: async () => answer(false, entry("x.com", "registrar_unavailable")),
      poll: async () => ({ response: answer(true, entry("x.com", "registrar_unavailable")), updatedCounter: 1 }),
      premium: async () => {
        attempts++;
        if (attempts === 1) throw new Error("premium service down");
        return { domains: [] };
      },
    });
    await lookup.submit({ query: "x.com" });
    await lookup.settle();
    expect(lookup.state().context.checkedPremiumTlds).toEqual([]);
    await lookup.tick(2500);
    await lookup.settle();
    expect(lookup.calls.premium).toEqual(["x.com", "x.com"]);
    expect(lookup.state().context.checkedPremiumTlds).toEqual(["com"]);
    expect(lookup.results()).toEqual(["x.com:taken"]);
  });

  it("a failed premium check frees only its own TLD", async () => {
    const lookup = start({
      lookup: async () =>
        answer(false, entry("y.com", "registrar_unavailable"), entry("y.net", "registrar_unavailable")),
      premium: async ({ tld }) => {
        if (tld === "net") throw new Error("premium service down");
        return { domains: [] };
      },
    });
    await lookup.submit({ query: "y" });
    await lookup.settle();
    await lookup.settle();
    expect(lookup.calls.premium).toEqual(["y.com", "y.net"]);
    expect(lookup.state().context.checkedPremiumTlds).toEqual(["com"]);
  });
});

describe("lookup machine: human check", () => {
  it("asks for a human check, lets the visitor solve it, and retries with the token (polls carry it too)", async () => {
    const lookup = start({
      lookup: async ({ payload }) =>
        payload.hcaptcha_token ? answer(false, entry("mycaptcha.com", "started")) : { requireHCaptcha: true },
      poll: async ({ token }) => ({
        response: token ? answer(true, entry("mycaptcha.com", "registrar_available")) : { requireHCaptcha: true },
        updatedCounter: 1,
      }),
    });
    await lookup.submit({ query: "mycaptcha.com" });
    expect(lookup.state().matches({ searching: { request: "humanCheckRequired" } })).toBe(true);
    expect(selectShowsHumanCheck(lookup.state())).toBe(true);
    lookup.actor.send({ type: "lookup.humanCheck.start" });
    expect(lookup.state().matches({ searching: { request: "solvingHumanCheck" } })).toBe(true);
    lookup.actor.send({ type: "lookup.humanCheck.failed" });
    expect(lookup.state().context.humanCheckError).toBe(humanCheckFailedMessage);
    lookup.actor.send({ type: "lookup.humanCheck.start" });
    lookup.actor.send({ type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" });
    expect(lookup.state().matches({ searching: { request: "retryingWithToken" } })).toBe(true);
    await lookup.settle();
    expect(lookup.calls.lookup[1].hcaptcha_token).toBe("10000000-aaaa-bbbb-cccc-000000000001");
    expect(selectShowsHumanCheck(lookup.state())).toBe(false);
    await lookup.tick(2500);
    expect(lookup.results()).toEqual(["mycaptcha.com:available"]);
  });

  it("a poll whose token is refused (422 hcaptcha_invalid) asks for the human check again, then polls on", async () => {
    let refuse = true;
    const lookup = start({
      lookup: async () => answer(false, entry("mycaptcha.com", "started")),
      poll: async ({ counter }) => {
        if (refuse) throw simulatedCallError("hcaptcha_invalid", "bad", 422);
        return { response: answer(true, entry("mycaptcha.com", "registrar_available")), updatedCounter: counter + 1 };
      },
    });
    await lookup.submit({ query: "mycaptcha.com" });
    await lookup.tick(2500);
    expect(lookup.state().matches({ searching: { request: "humanCheckRequired" } })).toBe(true);
    expect(lookup.state().context.apiError).toBeNull();
    refuse = false;
    lookup.actor.send({ type: "lookup.humanCheck.start" });
    lookup.actor.send({ type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" });
    await lookup.settle();
    await lookup.tick(2500);
    expect(lookup.results()).toEqual(["mycaptcha.com:available"]);
  });

  it("a retry with the token that fails shows the lookup message", async () => {
    const lookup = start({
      lookup: async ({ payload }) => {
        if (payload.hcaptcha_token) throw { status: 500, body: {} };
        return { requireHCaptcha: true };
      },
    });
    await lookup.submit({ query: "mycaptcha.com" });
    lookup.actor.send({ type: "lookup.humanCheck.start" });
    lookup.actor.send({ type: "lookup.humanCheck.solved", token: "10000000-aaaa-bbbb-cccc-000000000001" });
    await lookup.settle();
    expect(lookup.state().matches({ searching: { request: "failed" } })).toBe(true);
    expect(lookup.state().context.apiError).toBe(
      "Sorry, we could not fetch the data. If the issue persists please contact support at 1-888-555-0142.",
    );
  });

  it("treats 422 with the code hcaptcha_invalid as a human check, not a failure", async () => {
    const lookup = start({
      lookup: async () => {
        throw simulatedCallError("hcaptcha_invalid", "bad", 422);
      },
    });
    await lookup.submit({ query: "name" });
    expect(lookup.state().matches({ searching: { request: "humanCheckRequired" } })).toBe(true);
    expect(lookup.state().context.apiError).toBeNull();
  });
});

describe("lookup machine: AI mode", () => {
  it("generates names from the prompt, then looks them up", async () => {
    const lookup = start({
      ai: async () => ({ uuid: "u-1", prompt: "bread", domains: ["bread.com", "getbread.net"] }),
      lookup: async () =>
        answer(true, entry("bread.com", "registrar_available"), entry("getbread.net", "registrar_available")),
    });
    await lookup.submit({ kind: "ai", query: "bread" });
    await lookup.settle();
    expect(lookup.calls.lookup[0]).toEqual({
      mode: "both",
      domains: ["bread.com", "getbread.net"],
      parent_customer_id: 101,
    });
    expect(lookup.state().context.aiResults).toEqual({
      uuid: "u-1",
      prompt: "bread",
      domains: ["bread.com", "getbread.net"],
    });
    expect(lookup.results()).toEqual(["bread.com:available", "getbread.net:available"]);
  });

  it("loads a shared ?ai_uuid= and looks its names up, remembering the prompt as the search", async () => {
    const lookup = start({
      aiLoad: async ({ uuid }) => ({ uuid, prompt: "bread", domains: ["bread.com"] }),
      lookup: async () => answer(true, entry("bread.com", "registrar_available")),
    });
    lookup.actor.send({ type: "lookup.ai.load", uuid: "u-2", transfer: false });
    await lookup.settle();
    await lookup.settle();
    expect(lookup.state().context.search).toEqual({ kind: "ai", query: "bread", transfer: false });
    expect(lookup.state().context.aiUuid).toBe("u-2");
    expect(lookup.results()).toEqual(["bread.com:available"]);
  });

  it("looks a shared link's names up for transfer when the link asks for transfers", async () => {
    const lookup = start({
      aiLoad: async ({ uuid }) => ({ uuid, prompt: "bread", domains: ["bread.com"] }),
      lookup: never,
    });
    lookup.actor.send({ type: "lookup.ai.load", uuid: "u-2", transfer: true });
    await lookup.settle();
    await lookup.settle();
    expect(lookup.calls.lookup).toEqual([{ mode: "transfer", domains: ["bread.com"], parent_customer_id: 101 }]);
  });

  it("asks for a human check before generating, then generates with the token", async () => {
    const tokens: (string | null)[] = [];
    const lookup = start({
      ai: async ({ token }) => {
        tokens.push(token);
        return token ? { uuid: "u", prompt: "p", domains: ["p.com"] } : { requireHCaptcha: true };
      },
      lookup: never,
    });
    await lookup.submit({ kind: "ai", query: "captcha idea" });
    expect(lookup.state().matches({ searching: { request: "humanCheckRequired" } })).toBe(true);
    lookup.actor.send({ type: "lookup.humanCheck.start" });
    lookup.actor.send({ type: "lookup.humanCheck.solved", token: "tok" });
    await lookup.settle();
    expect(tokens).toEqual([null, "tok"]);
    expect(lookup.state().matches({ searching: { request: "requesting" } })).toBe(true);
    // The names came: the human check is passed (spec section 8: it is asked for only while it is required).
    expect(selectShowsHumanCheck(lookup.state())).toBe(false);
  });
});

describe("lookup machine: every error message of spec section 8", () => {
  const failWith = async (kind: SearchRequest["kind"], error: unknown, query = "name") => {
    const lookup = start({
      lookup: async () => {
        throw error;
      },
      ai: async () => ({ uuid: "u", prompt: "p", domains: ["p.com"] }),
    });
    await lookup.submit({ kind, query });
    await lookup.settle();
    return lookup.state().context.apiError;
  };

  it("shows a string rejection as it is", async () => {
    expect(await failWith("single", "Registrar maintenance until 3pm.")).toBe("Registrar maintenance until 3pm.");
  });

  it("shows an error answer as it is", async () => {
    const lookup = start({ lookup: async () => ({ error: "Try a shorter name." }) });
    await lookup.submit({ query: "name" });
    expect(lookup.state().context.apiError).toBe("Try a shorter name.");
    expect(lookup.state().matches({ searching: { request: "failed" } })).toBe(true);
  });

  it.each([422, 500, 404])("for %i the message ends with the support phone", async (status) => {
    expect(await failWith("single", { status, body: {} })).toBe(
      "Sorry, we could not fetch the data. If the issue persists please contact support at 1-888-555-0142.",
    );
  });

  it("any other rejection asks to contact support", async () => {
    expect(await failWith("single", new TypeError("Failed to fetch"))).toBe(
      "Sorry, we could not fetch the data. If the issue persists please contact support.",
    );
    expect(await failWith("single", { status: 503, body: {} })).toBe(
      "Sorry, we could not fetch the data. If the issue persists please contact support.",
    );
  });

  it("406 is the bot-detection message asking to enable cookies", async () => {
    expect(await failWith("single", simulatedCallError("bot_detection", "Enable cookies.", 406))).toBe(
      botDetectionMessage,
    );
    expect(botDetectionMessage).toMatch(/enable cookies/);
  });

  it("a poll the brand API refuses for its search (unknown_search) asks the visitor to search again", async () => {
    for (const [kind, query] of [
      ["single", "a.com"],
      ["bulk", "a.com,b.com"],
    ] as const) {
      const lookup = start({
        lookup: async () => answer(false, entry("a.com", "started")),
        poll: async () => {
          throw simulatedCallError("unknown_search", "This search has expired.", 404);
        },
      });
      await lookup.submit({ kind, query });
      await lookup.tick(2500);
      expect(lookup.state().context.apiError).toBe(unknownSearchMessage);
    }
    expect(unknownSearchMessage).toMatch(/search again/);
  });

  it("bulk and AI lookups have their own messages", async () => {
    expect(await failWith("bulk", { status: 500, body: {} }, "a.com,b.com")).toBe(bulkLookupFailedMessage);
    expect(await failWith("ai", { status: 500, body: {} }, "idea")).toBe(aiLookupFailedMessage);
  });

  it("the AI generator: no response, an exception, or no names", async () => {
    const generate = async (ai: () => Promise<AiGeneratorResponse>) => {
      const lookup = start({ ai });
      await lookup.submit({ kind: "ai", query: "idea" });
      await lookup.settle();
      return lookup.state().context.apiError;
    };
    expect(await generate(async () => Promise.reject(new TypeError("Failed to fetch")))).toBe(aiNoResponseMessage);
    expect(await generate(async () => Promise.reject({ status: 500, body: {} }))).toBe(aiExceptionMessage);
    expect(await generate(async () => ({ domains: [] }))).toBe(aiNoResponseMessage);
    expect(await generate(async () => ({ uuid: "u", prompt: "idea" }))).toBe(aiNoResponseMessage);
  });

  it("a shared AI link that cannot be loaded: the AI generator's messages", async () => {
    const load = async (aiLoad: () => Promise<never>) => {
      const lookup = start({ aiLoad });
      lookup.actor.send({ type: "lookup.ai.load", uuid: "u-9", transfer: false });
      await lookup.settle();
      return lookup.state().context.apiError;
    };
    expect(await load(async () => Promise.reject({ status: 500, body: {} }))).toBe(aiExceptionMessage);
    expect(await load(async () => Promise.reject(new TypeError("Failed to fetch")))).toBe(aiNoResponseMessage);
  });

  it("a failing poll shows the lookup message", async () => {
    const lookup = start({
      lookup: async () => answer(false, entry("p.com", "started")),
      poll: async () => Promise.reject({ status: 500, body: {} }),
    });
    await lookup.submit({ query: "p.com" });
    await lookup.tick(2500);
    expect(lookup.state().context.apiError).toMatch(/contact support at/);
  });
});

describe("lookup machine: period choice", () => {
  it("remembers the period the visitor picks per result", async () => {
    const lookup = start({ lookup: async () => answer(true, entry("p.com", "registrar_available")) });
    await lookup.submit({ query: "p.com" });
    lookup.actor.send({ type: "lookup.period.select", domain: "p.com", period: "2y" });
    expect(lookup.state().context.selectedPeriods).toEqual({ "p.com": "2y" });
  });
});

import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { selectAskingConsent, selectShowsConsentBanner } from "../../../machines/site/selectors";
import {
  feedbackScriptDelayMs,
  type SiteEvent,
  siteMachine,
  type VisitorCookies,
} from "../../../machines/site/site.machine";
import { actorDone } from "../support/actor-done";
import { describeUncheckedModel } from "../support/unchecked-model";

describeUncheckedModel({
  name: "site",
  machine: siteMachine,
  events: (): SiteEvent[] => [
    actorDone<SiteEvent>("readVisitorCookies", {}),
    actorDone<SiteEvent>("readVisitorCookies", { consent: "accepted", feedbackScriptUrl: "/f.js" }),
    { type: "consent.accept" },
    { type: "consent.decline" },
    { type: "consent.dismiss" },
    actorDone<SiteEvent>("saveConsent", undefined),
    actorDone<SiteEvent>("loadFeedbackScript", undefined),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.consent ?? null, snapshot.context.consentSaveFailed]),
});

function siteActor(cookies: VisitorCookies, options: { saveFails?: boolean } = {}) {
  const clock = new SimulatedClock();
  const saved: string[] = [];
  const loadedScripts: string[] = [];
  const machine = siteMachine.provide({
    actors: {
      readVisitorCookies: fromPromise(async () => cookies),
      saveConsent: fromPromise(async ({ input }) => {
        if (options.saveFails) throw new Error("offline");
        saved.push(input.choice);
      }),
      loadFeedbackScript: fromPromise(async ({ input }) => {
        loadedScripts.push(input.url);
      }),
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, saved, loadedScripts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("site machine", () => {
  it("asks for a cookie choice once and remembers it", async () => {
    const { actor, saved } = siteActor({});
    await settle();
    expect(actor.getSnapshot().matches({ active: { consent: "asking" } })).toBe(true);
    actor.send({ type: "consent.accept" });
    await settle();
    expect(saved).toEqual(["accepted"]);
    expect(actor.getSnapshot().matches({ active: { consent: "decided" } })).toBe(true);
    expect(actor.getSnapshot().context.consent).toBe("accepted");
  });

  it("does not ask a visitor who has chosen before", async () => {
    const { actor } = siteActor({ consent: "declined" });
    await settle();
    expect(actor.getSnapshot().matches({ active: { consent: "decided" } })).toBe(true);
  });

  it("hides the banner without saving a choice when the visitor puts it off", async () => {
    const { actor, saved } = siteActor({});
    await settle();
    actor.send({ type: "consent.dismiss" });
    await settle();
    expect(selectAskingConsent(actor.getSnapshot())).toBe(false);
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().context.consent).toBeUndefined();
  });

  it("keeps asking, with the failure noted, when the choice cannot be saved", async () => {
    const { actor } = siteActor({}, { saveFails: true });
    await settle();
    actor.send({ type: "consent.decline" });
    await settle();
    expect(actor.getSnapshot().matches({ active: { consent: "asking" } })).toBe(true);
    expect(actor.getSnapshot().context.consentSaveFailed).toBe(true);
  });

  it("loads the brand's feedback script 3 seconds after the feedback cookie is read (spec section 9)", async () => {
    const { actor, clock, loadedScripts } = siteActor({ feedbackScriptUrl: "/feedback-scripts/wh.js" });
    await settle();
    expect(actor.getSnapshot().matches({ active: { feedback: "waiting" } })).toBe(true);
    clock.increment(feedbackScriptDelayMs - 1);
    await settle();
    expect(loadedScripts).toEqual([]);
    clock.increment(1);
    await settle();
    expect(loadedScripts).toEqual(["/feedback-scripts/wh.js"]);
    expect(actor.getSnapshot().matches({ active: { feedback: "ready" } })).toBe(true);
  });

  it("shows no feedback widget without the feedback cookie", async () => {
    const { actor, clock, loadedScripts } = siteActor({});
    await settle();
    clock.increment(10_000);
    expect(actor.getSnapshot().matches({ active: { feedback: "off" } })).toBe(true);
    expect(loadedScripts).toEqual([]);
  });
});

describe("the cookie banner with the page's first HTML (issue 39)", () => {
  it("shows while the cookies are read unless the page said the visitor chose, then as the cookies say", async () => {
    const first = siteActor({});
    expect(selectShowsConsentBanner(first.actor.getSnapshot(), false)).toBe(true);
    expect(selectShowsConsentBanner(first.actor.getSnapshot(), true)).toBe(false);
    await settle();
    expect(selectShowsConsentBanner(first.actor.getSnapshot(), true)).toBe(true);
    const chosen = siteActor({ consent: "accepted" });
    await settle();
    expect(selectShowsConsentBanner(chosen.actor.getSnapshot(), false)).toBe(false);
  });
});

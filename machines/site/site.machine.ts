import { assign, fromPromise, setup } from "xstate";
import { type ChartStateMeta, inSeconds } from "../chart-meta";

export type CookieChoice = "accepted" | "declined";

/** What the visitor's cookies say, as read when the page loads. */
export interface VisitorCookies {
  consent?: CookieChoice;
  /** Present when the feedback cookie was read: the brand's feedback script. */
  feedbackScriptUrl?: string;
}

export interface SiteContext {
  consent?: CookieChoice;
  pendingChoice?: CookieChoice;
  consentSaveFailed: boolean;
  feedbackScriptUrl?: string;
}

export type SiteEvent = { type: "consent.accept" } | { type: "consent.decline" } | { type: "consent.dismiss" };

/** The feedback widget's brand script loads this long after the feedback cookie is read (spec section 9). */
export const feedbackScriptDelayMs = 3000;

/**
 * What a view can rely on: `askingConsent` while the cookie banner shows (a choice being saved included),
 * `feedbackShown` once the feedback widget may show.
 */
export type SiteTag = "askingConsent" | "feedbackShown";

/**
 * Site-wide visitor behaviour (spec section 2): the cookie banner until the visitor chooses
 * (the choice is remembered), and the feedback widget, whose brand script loads 3 s after the
 * feedback cookie is read.
 */
export const siteMachine = setup({
  types: { context: {} as SiteContext, events: {} as SiteEvent, meta: {} as ChartStateMeta, tags: {} as SiteTag },
  actors: {
    readVisitorCookies: fromPromise<VisitorCookies>(async () => ({})),
    saveConsent: fromPromise<void, { choice: CookieChoice }>(async () => {}),
    loadFeedbackScript: fromPromise<void, { url: string }>(async () => {}),
  },
  delays: { feedbackScriptDelay: feedbackScriptDelayMs },
  guards: {
    hasChosen: ({ context }) => context.consent !== undefined,
    invitedToFeedback: ({ context }) => context.feedbackScriptUrl !== undefined,
  },
}).createMachine({
  id: "site",
  description: "Cookie consent and the feedback widget, on every page.",
  context: { consentSaveFailed: false },
  initial: "readingCookies",
  states: {
    readingCookies: {
      description: "Reading the visitor's cookie choice and feedback cookie.",
      meta: { activity: "reading the visitor's cookies" },
      invoke: {
        id: "readVisitorCookies",
        src: "readVisitorCookies",
        onDone: {
          description: "cookies read",
          target: "active",
          actions: assign({
            consent: ({ event }) => event.output.consent,
            feedbackScriptUrl: ({ event }) => event.output.feedbackScriptUrl,
          }),
        },
        onError: { description: "cookies not readable", target: "active" },
      },
    },
    active: {
      description: "The page is shown with its site-wide extras.",
      type: "parallel",
      states: {
        consent: {
          description: "The cookie banner, until the visitor has chosen.",
          initial: "checking",
          states: {
            checking: {
              description: "Has the visitor made a cookie choice before?",
              always: [
                { description: "chosen before", guard: "hasChosen", target: "decided" },
                { description: "no choice yet", target: "asking" },
              ],
            },
            asking: {
              description: "The cookie banner asks the visitor to accept all cookies or only essential ones.",
              tags: ["askingConsent"],
              on: {
                "consent.accept": {
                  description: "visitor accepts all cookies",
                  target: "saving",
                  actions: assign({ pendingChoice: "accepted" }),
                },
                "consent.decline": {
                  description: "visitor keeps essential cookies only",
                  target: "saving",
                  actions: assign({ pendingChoice: "declined" }),
                },
                "consent.dismiss": { description: "visitor puts the choice off (Escape)", target: "putOff" },
              },
            },
            putOff: {
              description:
                "The visitor hid the banner without choosing: nothing is saved, so it asks again on the next page load.",
            },
            saving: {
              description: "Remembering the visitor's choice.",
              meta: { activity: "saving the cookie choice" },
              tags: ["askingConsent"],
              invoke: {
                id: "saveConsent",
                src: "saveConsent",
                input: ({ context }) => ({ choice: context.pendingChoice ?? "declined" }),
                onDone: {
                  description: "choice saved",
                  target: "decided",
                  actions: assign({ consent: ({ context }) => context.pendingChoice, consentSaveFailed: false }),
                },
                onError: {
                  description: "choice not saved",
                  target: "asking",
                  actions: assign({ consentSaveFailed: true }),
                },
              },
            },
            decided: { description: "The visitor has chosen; the banner is gone." },
          },
        },
        feedback: {
          description: "The feedback widget, for visitors with the feedback cookie.",
          initial: "checking",
          states: {
            checking: {
              description: "Was the feedback cookie there?",
              always: [
                { description: "feedback cookie present", guard: "invitedToFeedback", target: "waiting" },
                { description: "no feedback cookie", target: "off" },
              ],
            },
            off: { description: "No feedback cookie: no feedback widget." },
            waiting: {
              description: `The feedback widget is shown; its brand script loads after ${inSeconds(feedbackScriptDelayMs)}.`,
              tags: ["feedbackShown"],
              after: {
                feedbackScriptDelay: {
                  description: `after ${inSeconds(feedbackScriptDelayMs)}`,
                  target: "loadingScript",
                },
              },
            },
            loadingScript: {
              description: "Loading the brand's feedback script.",
              meta: { activity: "loading the feedback script" },
              tags: ["feedbackShown"],
              invoke: {
                id: "loadFeedbackScript",
                src: "loadFeedbackScript",
                input: ({ context }) => ({ url: context.feedbackScriptUrl ?? "" }),
                onDone: { description: "script loaded", target: "ready" },
                onError: { description: "script not loaded", target: "unavailable" },
              },
            },
            ready: { description: "The brand's feedback script has filled in the widget.", tags: ["feedbackShown"] },
            unavailable: {
              description: "The feedback script could not be loaded; the widget stays plain.",
              tags: ["feedbackShown"],
            },
          },
        },
      },
    },
  },
});

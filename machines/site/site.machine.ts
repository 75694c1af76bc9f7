import { assign, fromPromise, setup } from "xstate";

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

export type SiteEvent = { type: "consent.accept" } | { type: "consent.decline" };

/** The feedback widget's brand script loads this long after the feedback cookie is read (spec section 9). */
export const feedbackScriptDelayMs = 3000;

/**
 * Site-wide visitor behaviour (spec section 2): the cookie banner until the visitor chooses
 * (the choice is remembered), and the feedback widget, whose brand script loads 3 s after the
 * feedback cookie is read.
 */
export const siteMachine = setup({
  types: { context: {} as SiteContext, events: {} as SiteEvent },
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
      invoke: {
        id: "readVisitorCookies",
        src: "readVisitorCookies",
        onDone: {
          target: "active",
          actions: assign({
            consent: ({ event }) => event.output.consent,
            feedbackScriptUrl: ({ event }) => event.output.feedbackScriptUrl,
          }),
        },
        onError: "active",
      },
    },
    active: {
      description: "The page is shown with its site-wide extras.",
      type: "parallel",
      states: {
        consent: {
          initial: "checking",
          states: {
            checking: {
              description: "Has the visitor made a cookie choice before?",
              always: [{ guard: "hasChosen", target: "decided" }, { target: "asking" }],
            },
            asking: {
              description: "The cookie banner asks the visitor to accept all cookies or only essential ones.",
              tags: ["askingConsent"],
              on: {
                "consent.accept": { target: "saving", actions: assign({ pendingChoice: "accepted" }) },
                "consent.decline": { target: "saving", actions: assign({ pendingChoice: "declined" }) },
              },
            },
            saving: {
              description: "Remembering the visitor's choice.",
              tags: ["askingConsent", "savingConsent"],
              invoke: {
                id: "saveConsent",
                src: "saveConsent",
                input: ({ context }) => ({ choice: context.pendingChoice ?? "declined" }),
                onDone: {
                  target: "decided",
                  actions: assign({ consent: ({ context }) => context.pendingChoice, consentSaveFailed: false }),
                },
                onError: { target: "asking", actions: assign({ consentSaveFailed: true }) },
              },
            },
            decided: { description: "The visitor has chosen; the banner is gone." },
          },
        },
        feedback: {
          initial: "checking",
          states: {
            checking: {
              description: "Was the feedback cookie there?",
              always: [{ guard: "invitedToFeedback", target: "waiting" }, { target: "off" }],
            },
            off: { description: "No feedback cookie: no feedback widget." },
            waiting: {
              description: "The feedback widget is shown; its brand script loads after 3 seconds.",
              tags: ["feedbackShown"],
              after: { feedbackScriptDelay: "loadingScript" },
            },
            loadingScript: {
              description: "Loading the brand's feedback script.",
              tags: ["feedbackShown"],
              invoke: {
                id: "loadFeedbackScript",
                src: "loadFeedbackScript",
                input: ({ context }) => ({ url: context.feedbackScriptUrl ?? "" }),
                onDone: "ready",
                onError: "unavailable",
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

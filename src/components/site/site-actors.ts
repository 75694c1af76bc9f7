import { AppActor } from "../../app/app-actor";

function invoked<T>(child: T | undefined, name: string): T {
  if (!child) throw new Error(`The app actor has no ${name} child; see machines/app/app.machine.ts.`);
  return child;
}

/** The site-wide workflow (cookie consent, feedback widget) from the root actor. */
export function useSiteActor() {
  return invoked(
    AppActor.useSelector((snapshot) => snapshot.children.site),
    "site",
  );
}

export function useReviewsActor() {
  return invoked(
    AppActor.useSelector((snapshot) => snapshot.children.reviews),
    "reviews",
  );
}

export function useKnowledgeBaseActor() {
  return invoked(
    AppActor.useSelector((snapshot) => snapshot.children.knowledgeBase),
    "knowledgeBase",
  );
}

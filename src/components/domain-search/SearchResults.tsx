import { useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect } from "react";
import {
  type LookupProgress,
  sameProgress,
  selectHasResults,
  selectMessage,
  selectProgress,
  selectShowsHumanCheck,
} from "../../../machines/lookup/selectors";
import { ProgressBar } from "../ui/ProgressBar";
import { SkeletonRows } from "../ui/SkeletonRows";
import type { SearchResultsProps } from "./search-results-props";
import { useLookupActor } from "./use-lookup-actor";
import "./search-results.css";

// Few visitors are asked for a human check, so its code loads only when one is.
const HumanCheck = lazy(() => import("./HumanCheck").then((module) => ({ default: module.HumanCheck })));
// The result rows, badges, prices and filters are not needed for the first paint (no name is answered yet): their
// code loads while the lookup runs, started as soon as the page shows (see the effect below).
const loadResultsPanel = () => import("./ResultsPanel");
const ResultsPanel = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

/** Placeholder rows while the first answer is on its way; as many as a screen shows, not the whole list. */
const skeletonCount = 5;

/** The lookup's progress, messages and results, as the lookup actor has them. */
export function SearchResults(props: SearchResultsProps) {
  const lookup = useLookupActor();
  const message = useSelector(lookup, selectMessage);
  const progress = useSelector(lookup, selectProgress, sameProgress);
  const humanCheck = useSelector(lookup, selectShowsHumanCheck);
  const hasResults = useSelector(lookup, selectHasResults);
  useEffect(() => {
    void loadResultsPanel();
  }, []);
  const skeleton = <SkeletonRows count={skeletonCount} rowClassName="domain-result" />;
  const lookingUp = progress.kind === "searching" || progress.kind === "findingIdeas";
  const waiting = props.searchStarting || lookingUp;
  return (
    <div className="domain-search-results">
      <ProgressBar
        label="Names checked"
        text={progressText(progress)}
        progress={progress.kind === "checking" ? { value: progress.checked, max: progress.total } : null}
        busy={lookingUp}
      />
      <div role="alert" className="domain-search-error">
        {message}
      </div>
      {humanCheck && (
        <Suspense fallback={<p role="status">Loading the human check…</p>}>
          <HumanCheck />
        </Suspense>
      )}
      {hasResults ? (
        <Suspense fallback={skeleton}>
          <ResultsPanel {...props} />
        </Suspense>
      ) : (
        waiting && !humanCheck && skeleton
      )}
    </div>
  );
}

/**
 * What the results area shows while a search from the URL is on its way to a lookup that is not running yet: the
 * server's first HTML (where no actor runs) and the first frame in the browser, the same as `SearchResults` waiting.
 */
export function SearchStartingResults() {
  return (
    <div className="domain-search-results">
      <ProgressBar label="Names checked" text={progressText({ kind: "searching" })} progress={null} busy />
      <div role="alert" className="domain-search-error" />
      <SkeletonRows count={skeletonCount} rowClassName="domain-result" />
    </div>
  );
}

function progressText(progress: LookupProgress): string {
  switch (progress.kind) {
    case "findingIdeas":
      return "Finding name ideas…";
    case "searching":
      return "Searching…";
    case "checking":
      return `${progress.checked} of ${progress.total} checked`;
    case "finished":
      return progress.suspended
        ? `Search finished: ${progress.count} results; names we could not check show as unavailable.`
        : `Search finished: ${progress.count} ${progress.count === 1 ? "result" : "results"}.`;
    case "none":
      return "";
  }
}

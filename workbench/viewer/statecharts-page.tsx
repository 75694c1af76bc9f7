import { useEffect, useState } from "react";
import { PageTitle } from "../../src/components/PageTitle";
import { type DiagramEntry, loadDiagramIndex } from "../diagram-files";
import { actorsInOrder } from "../viewer-state";
import { ActorPanel } from "./ActorPanel";
import { EventLog } from "./EventLog";
import { useStatechartsFeed } from "./use-statecharts-feed";
import "./statecharts-page.css";

function useDiagramIndex(): DiagramEntry[] | undefined {
  const [index, setIndex] = useState<DiagramEntry[]>();
  useEffect(() => {
    let cancelled = false;
    loadDiagramIndex().then((entries) => !cancelled && setIndex(entries));
    return () => {
      cancelled = true;
    };
  }, []);
  return index;
}

function Legend() {
  return (
    <p className="statecharts-legend">
      <span className="legend-swatch" aria-hidden="true" /> A thick outline marks an active state; each workflow also
      names them after "Active:".
    </p>
  );
}

/**
 * The statechart viewer for product owners and QA: the committed diagrams of every workflow, with the active states
 * of the storefront open in another tab of this browser outlined live, each workflow's data and the last events.
 */
export function Component() {
  const feed = useStatechartsFeed();
  const index = useDiagramIndex();
  const tab = feed.followed ? feed.tabs[feed.followed] : undefined;
  const tabCount = Object.keys(feed.tabs).length;
  return (
    <section className="page statecharts">
      <PageTitle>Statecharts</PageTitle>
      <h1>Statecharts</h1>
      {!tab ? (
        <p role="status">
          No storefront tab is open yet. Open the{" "}
          <a href="/" target="_blank" rel="noopener">
            storefront in another tab
          </a>{" "}
          of this browser and use it: this page follows its workflows live.
        </p>
      ) : (
        <>
          <p role="status">
            Following the storefront tab at <code>{tab.page}</code>
            {tabCount > 1 && ` (the last used of ${tabCount} storefront tabs)`}.
          </p>
          <Legend />
          {!index && <p>Loading the diagrams…</p>}
          <div className="statecharts-layout">
            <div className="statecharts-actors">
              {index &&
                actorsInOrder(tab).map((actor) => (
                  <ActorPanel
                    key={actor.key}
                    actor={actor}
                    diagrams={index.filter((entry) => entry.machine === actor.machine)}
                  />
                ))}
            </div>
            <EventLog events={tab.events} />
          </div>
        </>
      )}
    </section>
  );
}

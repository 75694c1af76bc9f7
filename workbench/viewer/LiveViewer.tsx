import { useMemo } from "react";
import type { DiagramEntry } from "../diagram-files";
import { eventLabeller } from "../event-labels";
import { actorsInOrder } from "../viewer-state";
import type { Workflow } from "../workflows";
import { ActorPanel } from "./ActorPanel";
import { EventLog } from "./EventLog";
import { ExportRecording } from "./ExportRecording";
import { useStatechartsFeed } from "./use-statecharts-feed";

function Legend() {
  return (
    <p className="statecharts-legend">
      <span className="legend-swatch" aria-hidden="true" /> A thick outline marks an active state; each workflow also
      names them after "Active:".
    </p>
  );
}

/**
 * The live viewer: the committed diagrams of every workflow, with the active states of the storefront open in another
 * tab of this browser outlined live, each workflow's data and the last events.
 */
export function LiveViewer({ index, workflows }: { index: DiagramEntry[] | undefined; workflows: Workflow[] }) {
  const { feed, recordings } = useStatechartsFeed();
  const eventLabel = useMemo(() => {
    const labellers = new Map(workflows.map((workflow) => [workflow.name, eventLabeller(workflow.chart)]));
    return (machine: string, type: string) => labellers.get(machine)?.(type) ?? type;
  }, [workflows]);
  const tab = feed.followed ? feed.tabs[feed.followed] : undefined;
  const tabCount = Object.keys(feed.tabs).length;
  return (
    <section className="statecharts" aria-label="Follow the storefront">
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
          <div className="workbench-layout">
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
            <div>
              <ExportRecording recordings={recordings} />
              <EventLog events={tab.events} eventLabel={eventLabel} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}

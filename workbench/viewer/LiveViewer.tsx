import { useMemo, useState } from "react";
import type { DiagramEntry } from "../diagram-files";
import { eventLabeller } from "../event-labels";
import { actorsInOrder, type LiveActor, type TabState } from "../viewer-state";
import { workflowWords } from "../workflow-words";
import type { Workflow } from "../workflows";
import { ActorPanel } from "./ActorPanel";
import { EventLog } from "./EventLog";
import { ExportRecording } from "./ExportRecording";
import { PressedButtons } from "./PressedButtons";
import { useStatechartsFeed } from "./use-statecharts-feed";
import "./follow.css";

function Legend() {
  return (
    <p className="statecharts-legend">
      <span className="legend-swatch" aria-hidden="true" /> A thick outline marks an active state; "Now in:" names them.
    </p>
  );
}

/** A running workflow's name in words: "basket lifecycle", or "payment (checkout workflow)" when it has its own. */
const actorWords = (actor: LiveActor) =>
  actor.name === actor.machine
    ? workflowWords(actor.name)
    : `${workflowWords(actor.name)} (${workflowWords(actor.machine)})`;

/** The workflow shown: the one the visitor chose while it runs, else the one that changed last. */
export function actorToShow(tab: TabState, chosen: string | undefined): LiveActor | undefined {
  const actors = actorsInOrder(tab);
  return (
    actors.find((actor) => actor.key === chosen) ?? actors.find((actor) => actor.key === tab.lastChanged) ?? actors[0]
  );
}

/**
 * The live viewer: the workflows running in the storefront open in another tab of this browser, one at a time (the
 * one that changed last, until the visitor chooses one), with its active states in words and outlined in its diagram,
 * its context as a table, and the last events.
 */
export function LiveViewer({ index, workflows }: { index: DiagramEntry[] | undefined; workflows: Workflow[] }) {
  const { feed, recordings } = useStatechartsFeed();
  const [chosen, setChosen] = useState<string>();
  const eventLabel = useMemo(() => {
    const labellers = new Map(workflows.map((workflow) => [workflow.name, eventLabeller(workflow.chart)]));
    return (machine: string, type: string) => labellers.get(machine)?.(type) ?? type;
  }, [workflows]);
  const tab = feed.followed ? feed.tabs[feed.followed] : undefined;
  const tabCount = Object.keys(feed.tabs).length;
  const shown = tab && actorToShow(tab, chosen);
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
          <div className="follow-workflows">
            <span aria-hidden="true">Workflows in play:</span>
            <PressedButtons
              legend="Workflows in play"
              options={actorsInOrder(tab).map((actor) => ({ value: actor.key, label: actorWords(actor) }))}
              pressed={shown?.key}
              onPress={setChosen}
            />
          </div>
          <Legend />
          {!index && <p>Loading the diagrams…</p>}
          {index && shown && (
            <ActorPanel
              key={shown.key}
              actor={shown}
              diagrams={index.filter((entry) => entry.machine === shown.machine)}
              root={workflows.find((workflow) => workflow.name === shown.machine)?.chart.root}
            />
          )}
          <div className="follow-log">
            <EventLog events={tab.events} eventLabel={eventLabel} />
            <ExportRecording recordings={recordings} />
          </div>
        </>
      )}
    </section>
  );
}

import { keptEvents } from "../protocol";
import type { LoggedEvent } from "../viewer-state";
import { workflowWords } from "../workflow-words";
import { ValuesTable } from "./ContextPanel";

const time = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  fractionalSecondDigits: 3,
});

function hasPayload(payload: LoggedEvent["payload"]): boolean {
  return payload !== null && (typeof payload !== "object" || Object.keys(payload).length > 0);
}

interface EventLogProps {
  events: LoggedEvent[];
  /** An event in business words, as the arrows of its workflow's diagrams name it. */
  eventLabel: (machine: string, type: string) => string;
}

/** The events the followed tab's actors received, newest first, each in business words with its payload as a table. */
export function EventLog({ events, eventLabel }: EventLogProps) {
  return (
    <section className="event-log" aria-labelledby="event-log-heading">
      <h2 id="event-log-heading">Last {keptEvents} events</h2>
      {events.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <ol aria-label="Events, newest first">
          {events.map((event) => (
            <li key={event.seq}>
              <time dateTime={new Date(event.at).toISOString()}>{time.format(event.at)}</time>{" "}
              <span className="event-actor">{workflowWords(event.actor)}</span>: {eventLabel(event.machine, event.type)}
              {hasPayload(event.payload) && (
                <details>
                  <summary>Payload</summary>
                  <ValuesTable caption="What the event carried" values={event.payload} />
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

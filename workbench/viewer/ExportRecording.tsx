import { useMemo } from "react";
import { Button } from "../../src/components/ui/Button";
import type { Recordings } from "../recording/recorder";
import { recordingOf } from "../recording/recorder";
import { download, stampedFileName } from "./download";

/**
 * "Export recording": the storefront's workflows (every tab's, since a visit may load new pages), every event since each started and the state after it, as a path
 * file that `npm run path -- --replay <file>` replays, personal data replaced by stand-ins.
 */
export function ExportRecording({ recordings }: { recordings: Recordings }) {
  const file = useMemo(() => recordingOf(recordings), [recordings]);
  const events = file?.actors.reduce((count, actor) => count + actor.steps.length, 0) ?? 0;
  const save = () => {
    if (file) download(`${JSON.stringify(file, null, 2)}\n`, stampedFileName("recording"));
  };
  return (
    <section className="recording" aria-labelledby="recording-heading">
      <h2 id="recording-heading">Recording</h2>
      <p aria-live="polite">
        {file
          ? `${events} events of ${file.actors.length} workflows recorded, kept in this page only.`
          : "Nothing recorded yet: workflows are recorded from their start, so reload the storefront tab to record a visit."}
      </p>
      <Button onClick={save} disabled={!file}>
        Export recording
      </Button>
      <p>
        Names, email addresses, phone numbers, addresses and card details are replaced in the file. Replay it with{" "}
        <code>npm run path -- --replay &lt;file&gt;</code>.
      </p>
    </section>
  );
}

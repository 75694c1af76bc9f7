import { useSelector } from "@xstate/react";
import {
  selectCanStartHumanCheck,
  selectHumanCheckError,
  selectSolvingHumanCheck,
} from "../../../machines/lookup/selectors";
import { HumanCheckChallenge } from "../human-check/HumanCheckChallenge";
import { useLookupActor } from "./use-lookup-actor";

/** The human check the registrar asked for: hCaptcha with a site key, the local test check without one. */
export function HumanCheck() {
  const lookup = useLookupActor();
  const solving = useSelector(lookup, selectSolvingHumanCheck);
  const canStart = useSelector(lookup, selectCanStartHumanCheck);
  const error = useSelector(lookup, selectHumanCheckError);
  const solved = (token: string) => lookup.send({ type: "lookup.humanCheck.solved", token });
  const failed = () => lookup.send({ type: "lookup.humanCheck.failed" });
  return (
    <section className="human-check" aria-labelledby="human-check-heading">
      <h2 id="human-check-heading">Please confirm you are human</h2>
      <p>We have had many searches from your connection, so we need a quick check before we look these names up.</p>
      {error && (
        <p role="alert" className="human-check-error">
          {error}
        </p>
      )}
      {solving ? (
        <HumanCheckChallenge onSolved={solved} onFailed={failed} />
      ) : (
        <button type="button" disabled={!canStart} onClick={() => lookup.send({ type: "lookup.humanCheck.start" })}>
          Start the human check
        </button>
      )}
    </section>
  );
}

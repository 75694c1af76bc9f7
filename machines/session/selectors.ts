import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.machine";

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The session check is still running (waiting, asking, or loading the hidden page). */
export const selectChecking = (snapshot: SessionSnapshot) => snapshot.hasTag("busy");
export const selectValid = (snapshot: SessionSnapshot) => snapshot.hasTag("trusted");
export const selectFailedBotDetection = (snapshot: SessionSnapshot) => snapshot.hasTag("blocked");

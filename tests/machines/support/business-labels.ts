import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { inSeconds } from "../../../machines/chart-meta";
import { escapeRegExp } from "../../../workbench/escape-reg-exp";

/** The diagrams print a transition's description on its arrow: longer phrases do not fit (issue 14). */
export const maxArrowLabelLength = 60;

/** A state or transition a product owner could not read on the diagram, and why. */
export interface LabelFinding {
  state: string;
  /** The transition's event (`after 2500`, `always`, an event type); absent for the state's own words. */
  event?: string;
  problem: string;
}

export function formatFinding(finding: LabelFinding): string {
  return `${finding.state}${finding.event ? ` —${finding.event}→` : ""}: ${finding.problem}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

/** Every transition of a state, with the event it is drawn under. */
function transitionsOf(node: AnyStateNode): { event: string; transition: AnyTransitionDefinition }[] {
  const found: { event: string; transition: AnyTransitionDefinition }[] = [];
  for (const [eventType, candidates] of node.transitions) {
    for (const transition of candidates) {
      const delay = (transition as { delay?: unknown }).delay;
      found.push({ event: delay === undefined ? eventType : `after ${String(delay)}`, transition });
    }
  }
  for (const transition of node.always ?? []) found.push({ event: "always", transition });
  return found;
}

/** The names in the machine's code that must not show on a diagram: its guards, actions, actors, delays and events. */
function codeNamesOf(machine: AnyStateMachine): string[] {
  const { guards, actions, actors, delays } = machine.implementations;
  const nodes = allNodes(machine.root);
  const events = nodes.flatMap((node) => [...node.transitions.keys()].filter((type) => !type.startsWith("xstate.")));
  const invokeIds = nodes.flatMap((node) => node.invoke.map((invoke) => invoke.id));
  const names = [guards, actions, actors, delays].flatMap((named) => Object.keys(named ?? {}));
  return [...new Set([...names, ...events, ...invokeIds])];
}

/**
 * The code words in a label: any name from the machine's code, any camelCase or snake_case token, backticks. A name
 * that is one lowercase word (the actor `basket`, the guard `redirects`) reads as plain English and may appear.
 */
export function codeWordsIn(text: string, codeNames: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of codeNames) {
    if (/^[a-z]+$/.test(name)) continue;
    if (new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?![\\w])`).test(text)) found.add(name);
  }
  for (const token of text.match(/\b[a-z][a-z0-9]*[A-Z]\w*|\b[A-Za-z0-9]+_\w+/g) ?? []) found.add(token);
  if (text.includes("`")) found.add("`");
  return [...found];
}

/** A delay's length in milliseconds when the machine knows it up front (a number, or a named delay that is one). */
function delayMs(machine: AnyStateMachine, delay: unknown): number | undefined {
  if (typeof delay === "number") return delay;
  const named = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof named === "number" ? named : undefined;
}

/**
 * What keeps a machine's diagram from reading as business words (issue 14): a state without a `description`, an
 * invoking state without `meta.activity` (a present participle phrase), a transition without a short `description`,
 * a delayed transition whose label does not give its delay in seconds, or a label with a code word in it.
 */
export function labelFindings(machine: AnyStateMachine): LabelFinding[] {
  const codeNames = codeNamesOf(machine);
  const findings: LabelFinding[] = [];
  const checkWords = (text: string, state: string, event?: string) => {
    for (const word of codeWordsIn(text, codeNames)) findings.push({ state, event, problem: `code word "${word}"` });
  };
  for (const node of allNodes(machine.root)) {
    const state = node.id;
    if (!node.description?.trim()) findings.push({ state, problem: "no description" });
    else checkWords(node.description, state);
    if (node.invoke.length > 0) {
      const activity: unknown = (node.meta as { activity?: unknown } | undefined)?.activity;
      if (typeof activity !== "string" || !activity.trim())
        findings.push({ state, problem: "invokes without meta.activity" });
      else if (!/^[a-z-]+ing\b/.test(activity))
        findings.push({ state, problem: `activity "${activity}" is not "…ing …"` });
      else checkWords(activity, state);
    }
    for (const { event, transition } of transitionsOf(node)) {
      const label = transition.description?.trim();
      if (!label) {
        findings.push({ state, event, problem: "no description" });
        continue;
      }
      if (label.length > maxArrowLabelLength)
        findings.push({ state, event, problem: `label longer than ${maxArrowLabelLength} characters: "${label}"` });
      const ms = delayMs(machine, (transition as { delay?: unknown }).delay);
      if (ms !== undefined && !label.includes(inSeconds(ms)))
        findings.push({ state, event, problem: `label "${label}" does not say ${inSeconds(ms)}` });
      checkWords(label, state, event);
    }
  }
  return findings;
}

import type { AnyStateMachine, AnyStateNode } from "xstate";

/**
 * Tags are what views rely on (issue 25): a word several states can share (`busy`, `loading`, `error`,
 * `humanCheck` ...), never another name for one state. A state carrying a tag equal to its own key is the second kind:
 * a view reading it depends on the state's name after all.
 */
export function tagsNamingTheirState(machine: AnyStateMachine): string[] {
  const findings: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const tag of node.tags) if (tag === node.key) findings.push(`${node.id} carries its own name as a tag`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return findings;
}

/** Whether any state of the machine carries a tag. */
export function usesTags(machine: AnyStateMachine): boolean {
  const tagged = (node: AnyStateNode): boolean =>
    node.tags.length > 0 || Object.values(node.states).some((child) => tagged(child));
  return tagged(machine.root);
}

/** Whether a machine file's `setup({ types })` declares its tags (`tags: {} as OrderTag`), so views get them typed. */
export function declaresTagType(source: string): boolean {
  return /\btags:\s*\{\}\s*as\s+[A-Z]\w*/.test(source);
}

/**
 * Tags carried by exactly one state node: another name for that state (issue 38). A tag earns its place when several
 * states share it, so a view reads "busy" or "failed" and never learns which state that is.
 */
export function tagsOfOneState(machine: AnyStateMachine): string[] {
  const carriers = new Map<string, string[]>();
  const visit = (node: AnyStateNode) => {
    for (const tag of node.tags) carriers.set(tag, [...(carriers.get(tag) ?? []), node.id]);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return [...carriers]
    .filter(([, nodes]) => nodes.length === 1)
    .map(([tag, [node]]) => `"${tag}" is carried by ${node} alone`);
}

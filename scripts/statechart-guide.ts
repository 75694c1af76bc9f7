// The one-page guide for product owners at the top of docs/statecharts/README.md.
export const statechartGuide = `## How to read a diagram

Each diagram is one workflow of the storefront, drawn from its machine, so it always shows what the code does.

- **A box is a state**: a situation the workflow can be in, e.g. "polling". Its name is on top; below it, what the
  state means. A line starting with ⟳ says what the workflow is doing meanwhile, e.g. "⟳ checking availability".
- **An arrow is a change of state.** Its words say what makes it happen: something the visitor does ("visitor
  changed the search"), an answer arriving ("answer arrived, more to check"), a condition with its numbers
  ("6 polls done", "card still pending after 5 tries") or a wait in seconds ("after 2.5 s"). Several phrases on one
  arrow, each after a bullet (•), are alternatives. An arrow that comes back to its own box changes data but not the
  state.
- **Where it starts and ends**: the filled dot (●) points at the first state; an arrow into a ringed dot (◉) ends it.
- **A large box with boxes inside** is a state with steps of its own: while in any inner box, the workflow is also in
  the large one, and an arrow leaving the large box applies to every inner box. Parts separated by a dashed line run
  at the same time.
- Words in brackets, "(no label)" or "(no description)", mark an arrow or state that has not been given business
  words yet: ask the developers.

## Legend

| Shape | Meaning |
|---|---|
| ● → box | where the workflow starts |
| plain box | a state |
| box with a thick border and ▸ | a state with steps of its own, or a group of steps drawn together, in its own diagram (linked below it) |
| large box with boxes inside | a state with steps of its own, drawn inside it |
| dashed yellow box "at any time" | events the workflow accepts in every state: its arrows apply wherever the workflow is |
| grey dotted box ↗ | a state drawn in another diagram of the same workflow, where an arrow leaves or enters |
| arrow | a change of state, labelled with what causes it |
| arrow back to the same box | handled without changing state |

In the diagram of the whole storefront (app): a rounded box is the app itself, plain boxes are the workflows it runs;
a solid arrow means the workflow runs for the whole visit, a dashed arrow that it starts when a page needs it, and a
thick arrow a message the app passes from one workflow to another.

Big workflows have an overview, where states with steps of their own are collapsed (▸), and one diagram for the
inside of each. Where one state's steps are too many for one diagram, some of them are drawn as a group (such as the
lookup request's "human check" and "polls"), or in phases named after their first and last state ("checking session
to logging in"): one box in the state's diagram, and a diagram of their own. A collapsed box keeps the inner steps
that carry a time or a limit (such as "after 2.5 s" or "6 polls done") on an arrow back to itself, so the overview
still shows them. Every diagram is an SVG image drawn at one scale (the same text size in all of them), split until it
fits the workbench's window on a 1280x800 laptop with its text at 11 px or more, with its Mermaid source under it.
In the workbench (/statecharts) a click on a box marked ▸ opens its diagram, and on the app's diagram a click on a
workflow opens that workflow.
`;

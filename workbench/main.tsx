import { createRoot } from "react-dom/client";
import { MarkStarted } from "../src/app/mark-started";
import { StatechartsWorkbench } from "./viewer/statecharts-page";
import "../src/styles.css";

// The workbench's own entry (workbench/index.html, built by vite.workbench.config.ts): it shares no chunk with the
// storefront's build, so nothing it bundles (the machines, their model fixtures, xstate/graph) weighs on a store page.
const root = document.getElementById("root");
if (!root) throw new Error("The workbench page has no #root element.");
createRoot(root).render(
  <>
    <StatechartsWorkbench />
    <MarkStarted />
  </>,
);

import { useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { AnyActorRef, AnyStateMachine } from "xstate";
import { AppActor } from "../app/app-actor";
import { PageTitle } from "../components/PageTitle";
import { acceptedEvents, activeStateIds } from "../statecharts/live-state";
import { type ChartModel, type ChartState, chartModel } from "../statecharts/machine-model";

const machineModules = import.meta.glob<Record<string, unknown>>("../../machines/*/*.machine.ts");

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === "object" && value !== null && "root" in value && "implementations" in value;
}

/** Loads every machine module once and builds its chart; no network beyond the app's own chunks. */
function useChartModels(): ChartModel[] | undefined {
  const [models, setModels] = useState<ChartModel[]>();
  useEffect(() => {
    let cancelled = false;
    Promise.all(Object.values(machineModules).map((load) => load())).then((modules) => {
      const machines = modules.flatMap((module) => Object.values(module).filter(isMachine));
      const charts = machines
        .map((machine) => chartModel(machine.id, machine))
        .sort((a, b) => a.name.localeCompare(b.name));
      if (!cancelled) setModels(charts);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return models;
}

function StateBox({ state, active }: { state: ChartState; active: Set<string> }) {
  const isActive = active.has(state.id);
  return (
    <li className={isActive ? "chart-state is-active" : "chart-state"} aria-current={isActive ? "true" : undefined}>
      <span className="chart-state-name">
        {state.key}
        {isActive && <span className="chart-badge"> (current)</span>}
      </span>
      {state.description && <p className="chart-description">{state.description}</p>}
      {state.invokes.length > 0 && <p className="chart-invokes">Runs: {state.invokes.join(", ")}</p>}
      {state.transitions.length > 0 && (
        <ul className="chart-transitions">
          {state.transitions.map((t) => (
            <li key={`${t.trigger}-${t.guard}-${t.targets.join()}`}>
              {t.trigger}
              {t.guard && ` [${t.guard}]`}
              {t.targets.length > 0 && ` → ${t.targets.map((id) => id.split(".").pop()).join(", ")}`}
            </li>
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <ul className={state.type === "parallel" ? "chart-children is-parallel" : "chart-children"}>
          {state.children.map((child) => (
            <StateBox key={child.id} state={child} active={active} />
          ))}
        </ul>
      )}
    </li>
  );
}

function LiveChart({ model, actor }: { model: ChartModel; actor: AnyActorRef | undefined }) {
  const value = useSelector(actor, (snapshot) => (snapshot as { value?: unknown } | undefined)?.value);
  const active = actor ? activeStateIds(model.root.id, value) : new Set<string>();
  const accepted = acceptedEvents(model, active);
  return (
    <section className="chart" aria-labelledby={`chart-${model.name}`}>
      <h2 id={`chart-${model.name}`}>{model.name}</h2>
      {model.description && <p>{model.description}</p>}
      <p>{actor ? "Running in this page." : "Not running in this page right now."}</p>
      {actor && (
        <p>
          Accepts now:{" "}
          {accepted.length === 0
            ? "no visitor events"
            : accepted.map((e) => `${e.type}${e.guarded ? " (if allowed)" : ""}`).join(", ")}
        </p>
      )}
      <ul className="chart-children">
        <StateBox state={model.root} active={active} />
      </ul>
    </section>
  );
}

/** The statechart viewer for product owners and QA: every machine, with the running app's states highlighted live. */
export function Component() {
  const models = useChartModels();
  const root = AppActor.useActorRef();
  const children = AppActor.useSelector((snapshot) => snapshot.children as Record<string, AnyActorRef | undefined>);
  // Workflows that pages load (checkout, login, order, reviews, knowledge base) are kept in the app's context.
  const { checkout, login, order, reviews, knowledgeBase } = AppActor.useSelector((snapshot) => snapshot.context);
  const spawned: Record<string, AnyActorRef | null> = { checkout, login, order, reviews, knowledgeBase };
  return (
    <section className="page statecharts">
      <PageTitle>Statecharts</PageTitle>
      <h1>Statecharts</h1>
      <p>
        Every workflow of this storefront. Current states of this page's actors are highlighted and marked "current".
      </p>
      {!models && <p role="status">Loading the statecharts…</p>}
      {models?.map((model) => (
        <LiveChart
          key={model.name}
          model={model}
          actor={model.name === "app" ? root : (children[model.name] ?? spawned[model.name] ?? undefined)}
        />
      ))}
    </section>
  );
}

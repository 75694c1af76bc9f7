import { describe, expect, it } from "vitest";
import { assign, createActor, createMachine, fromPromise, sendParent, sendTo, setup } from "xstate";
import { statechartsBroadcast } from "../../workbench/broadcast";
import { jsonSafe, redacted } from "../../workbench/json-safe";
import { activeStateIds } from "../../workbench/live-state";
import { type EventMessage, keptEvents, type SnapshotMessage, type StatechartsMessage } from "../../workbench/protocol";

/** A channel that records what the storefront posts and lets the test play a viewer saying hello. */
function fakeChannel() {
  const posted: StatechartsMessage[] = [];
  const listeners: ((event: MessageEvent<StatechartsMessage>) => void)[] = [];
  return {
    posted,
    channel: {
      postMessage: (message: StatechartsMessage) => posted.push(structuredClone(message)),
      addEventListener: (_type: string, listener: (event: MessageEvent<StatechartsMessage>) => void) =>
        listeners.push(listener),
    },
    hello: () => {
      for (const listener of listeners) listener(new MessageEvent("message", { data: { kind: "hello" } }));
    },
  };
}

const checker = setup({
  types: {
    context: {} as { password: string; cardNumber: string; name: string },
    events: {} as { type: "check"; password: string; card: { cvv: string; holder: string } } | { type: "reset" },
  },
  actors: { lookUp: fromPromise(async () => "found") },
}).createMachine({
  id: "checker",
  context: { password: "", cardNumber: "4111111111111111", name: "" },
  initial: "idle",
  states: {
    idle: { on: { check: { target: "busy", actions: assign({ password: ({ event }) => event.password }) } } },
    busy: {
      initial: "asking",
      states: { asking: { invoke: { src: "lookUp", onDone: "#checker.done" } } },
    },
    // An explicit id: the diagrams name it "checker.done" too, whatever its path.
    done: { id: "checker.done", on: { reset: "idle" } },
  },
});

const app = setup({ actors: { checker } }).createMachine({
  id: "shop",
  invoke: { id: "checker", systemId: "account", src: "checker" },
});

function startShop() {
  const fake = fakeChannel();
  const location = { pathname: "/", search: "" };
  const { inspect } = statechartsBroadcast({ channel: fake.channel, location, tab: "tab-1", now: () => 1000 });
  const actor = createActor(app, { inspect }).start();
  const account = actor.system.get("account");
  if (!account) throw new Error("the child did not start");
  return { ...fake, actor, account };
}

const snapshotsOf = (posted: StatechartsMessage[], name: string) =>
  posted.filter((m): m is SnapshotMessage => m.kind === "snapshot" && m.actor.name === name);
const eventsOf = (posted: StatechartsMessage[]) => posted.filter((m): m is EventMessage => m.kind === "event");

describe("the storefront's feed to the statechart viewer", () => {
  it("posts each machine actor's active state ids under its system id, leaving promise actors out", async () => {
    const { posted, account } = startShop();
    expect(snapshotsOf(posted, "account").at(-1)?.activeStateIds).toEqual(["checker", "checker.idle"]);
    expect(snapshotsOf(posted, "shop")).not.toHaveLength(0);
    account.send({ type: "check", password: "hunter2", card: { cvv: "123", holder: "A. Person" } });
    expect(snapshotsOf(posted, "account").at(-1)?.activeStateIds).toEqual([
      "checker",
      "checker.busy",
      "checker.busy.asking",
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(snapshotsOf(posted, "account").at(-1)?.activeStateIds).toEqual(["checker", "checker.done"]);
    const names = new Set(posted.flatMap((m) => (m.kind === "hello" ? [] : "actor" in m ? [m.actor.machine] : [])));
    expect(names).toEqual(new Set(["shop", "checker"]));
  });

  it("posts received events with their payloads, passwords and card data redacted", () => {
    const { posted, account } = startShop();
    account.send({ type: "check", password: "hunter2", card: { cvv: "123", holder: "A. Person" } });
    const check = eventsOf(posted).find((m) => m.type === "check");
    expect(check).toMatchObject({ actor: { name: "account" }, at: 1000 });
    expect(check?.payload).toEqual({ password: redacted, card: { cvv: redacted, holder: "A. Person" } });
    const context = snapshotsOf(posted, "account").at(-1)?.context;
    expect(context).toEqual({ password: redacted, cardNumber: redacted, name: "" });
    expect(JSON.stringify(posted)).not.toMatch(/hunter2|4111|"123"/);
  });

  it("answers a viewer's hello with its last 50 events, then the latest snapshot of every actor", () => {
    const { posted, account, hello } = startShop();
    for (let n = 0; n < 30; n++) {
      account.send({ type: "check", password: "", card: { cvv: "", holder: "" } });
      account.send({ type: "reset" });
    }
    const sent = eventsOf(posted);
    posted.length = 0;
    hello();
    expect(eventsOf(posted)).toEqual(sent.slice(-keptEvents));
    expect(eventsOf(posted).map((m) => m.seq)).toEqual(
      sent.slice(-keptEvents).map((_, i) => sent.length - keptEvents + i),
    );
    const snapshots = posted.filter((m) => m.kind === "snapshot");
    expect(posted.slice(-snapshots.length)).toEqual(snapshots);
    expect(snapshots.map((m) => m.actor.name).sort()).toEqual(["account", "shop"]);
    expect(snapshotsOf(posted, "account")[0].activeStateIds).toContain("checker.busy.asking");
  });
});

describe("the steps the feed posts", () => {
  it("pair each event an actor took with the state it led to, even one that came while it was taking another", () => {
    // The child answers at once: its answer reaches the parent before the parent has finished taking "go".
    const echo = setup({ types: { events: {} as { type: "ping" } } }).createMachine({
      on: { ping: { actions: sendParent({ type: "pong" }) } },
    });
    const parent = setup({ actors: { echo } }).createMachine({
      id: "parent",
      initial: "idle",
      invoke: { id: "echo", src: "echo" },
      states: {
        idle: { on: { go: { target: "asking", actions: sendTo("echo", { type: "ping" }) } } },
        asking: { on: { pong: "answered" } },
        answered: {},
      },
    });
    const fake = fakeChannel();
    const location = { pathname: "/", search: "" };
    const { inspect } = statechartsBroadcast({ channel: fake.channel, location, tab: "tab-1", now: () => 1000 });
    createActor(parent, { inspect }).start().send({ type: "go" });
    const steps = eventsOf(fake.posted)
      .filter((message) => message.actor.machine === "parent")
      .map(({ type, value }) => [type, value]);
    expect(steps).toEqual([
      ["xstate.init", "idle"],
      ["go", "asking"],
      ["pong", "answered"],
    ]);
  });
});

describe("active state ids", () => {
  it("follow the state nodes, so parallel regions and explicit ids come out as the diagrams name them", () => {
    const machine = createMachine({
      id: "m",
      type: "parallel",
      states: {
        a: { initial: "one", states: { one: { id: "first" } } },
        b: { initial: "two", states: { two: {} } },
      },
    });
    expect(activeStateIds(machine.root, { a: "one", b: "two" })).toEqual(["m", "m.a", "first", "m.b", "m.b.two"]);
  });
});

describe("JSON-safe copies", () => {
  it("name actors, machines and functions, cut cycles and keep plain data", () => {
    const child = createActor(createMachine({ id: "child" }));
    const cyclic: Record<string, unknown> = { when: new Date(0), error: new TypeError("boom"), big: 10n };
    cyclic.self = cyclic;
    expect(
      jsonSafe({
        child,
        logic: checker,
        run: function go() {},
        list: new Set([1, undefined]),
        cyclic,
        skip: undefined,
      }),
    ).toEqual({
      child: `[actor ${child.id}]`,
      logic: "[StateMachine]",
      run: "[function go]",
      list: [1, null],
      cyclic: {
        when: "1970-01-01T00:00:00.000Z",
        error: { name: "TypeError", message: "boom" },
        big: "10",
        self: "[circular]",
      },
    });
  });

  it("redacts secrets at any depth, whatever their type", () => {
    expect(
      jsonSafe({ humanCheckToken: "t", form: { credentials: { username: "ann", password: "p" } }, secret: { a: 1 } }),
    ).toEqual({
      humanCheckToken: redacted,
      form: { credentials: { username: "ann", password: redacted } },
      secret: redacted,
    });
  });
});

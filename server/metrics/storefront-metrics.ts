import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { type BrandCode, brandCodes } from "../../brands/index";
import { endpointList } from "../../contract/endpoints/index";
import { paymentStatuses, paymentTypes } from "../../contract/payment";
import type { BasketLifecycleEvent } from "../../machines/basket-lifecycle/basket-lifecycle.machine";
import { type DatabasePool, databasePoolOf, type StorefrontDb } from "../db/database";

/** The endpoint label of a request no contract endpoint answered: pages, files, sandbox forms, unknown paths. */
export const otherRoute = "other";

/**
 * Every label takes its values from one of these closed lists, never from a request: endpoint names of the contract
 * table, brands, payment types and statuses of the contract, the lifecycle's events.
 */
export const labelValues = {
  endpoint: [...endpointList.map((e) => e.name), otherRoute],
  brand: brandCodes,
  method: paymentTypes,
  outcome: paymentStatuses,
  /** The lifecycle events whose transitions void a payment (machines/basket-lifecycle/). */
  voidedBy: ["basket.edit", "basket.replace", "payment.start", "payment.creditSpent", "order.placeWithoutPayment"],
  humanCheck: ["asked", "passed", "failed"],
  mail: ["sent", "failed"],
} as const satisfies Record<string, readonly string[]>;

/** Why the basket's lifecycle voided a payment: the event that cancelled it. */
export type VoidReason = Extract<BasketLifecycleEvent["type"], (typeof labelValues.voidedBy)[number]>;

/** The event as a void reason, when it is one of the events that void. */
export function voidReasonOf(event: BasketLifecycleEvent["type"]): VoidReason | undefined {
  return labelValues.voidedBy.find((reason) => reason === event);
}

/** What this app instance counts; one registry per app, so tests that create many apps never share counts. */
export interface StorefrontMetrics {
  registry: Registry;
  request(endpoint: string, status: number, seconds: number): void;
  /** A payment reached an outcome: its type (the contract's, as stored) and brand label it. */
  payment(payment: { type: string; brand: BrandCode }, outcome: (typeof paymentStatuses)[number]): void;
  orderPlaced(brand: BrandCode): void;
  paymentVoided(reason: VoidReason): void;
  humanCheck(step: (typeof labelValues.humanCheck)[number]): void;
  lookupLimited(): void;
  mail(outcome: (typeof labelValues.mail)[number]): void;
}

const prefix = "storefront_";

/** Gauges read from the database pool at each scrape: PostgreSQL's pool, or SQLite's one connection. */
function poolGauges(registry: Registry, pool: DatabasePool) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `${prefix}${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge("database_pool_max", "Most connections the pool opens (SQLite: its one connection).", () => pool.max);
  gauge("database_pool_connections", "Connections open now.", pool.total);
  const { idle, waiting } = pool;
  if (idle) gauge("database_pool_idle", "Open connections not in use now (PostgreSQL).", idle);
  if (waiting) gauge("database_pool_waiting", "Queries waiting for a free connection now (PostgreSQL).", waiting);
}

/**
 * The app's metrics. `processMetrics` adds prom-client's default metrics (memory, event-loop lag, CPU) for the
 * server process; tests leave it off, since each collector keeps an event-loop monitor running.
 */
export function createStorefrontMetrics(db: StorefrontDb, options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: "Requests answered, by contract endpoint (other: pages and files) and status.",
    labelNames: ["endpoint", "status"],
    registers,
  });
  const latency = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: "Time to answer a request, by contract endpoint and status.",
    labelNames: ["endpoint", "status"],
    registers,
  });
  /** A counter; with one label, each of its closed values starts at 0, so a scrape shows every series from the start. */
  const counter = (name: string, help: string, label?: { name: string; values: readonly string[] }) => {
    const made = new Counter({ name: `${prefix}${name}`, help, labelNames: label ? [label.name] : [], registers });
    if (label) for (const value of label.values) made.inc({ [label.name]: value }, 0);
    return made;
  };
  const payments = new Counter({
    name: `${prefix}payments_total`,
    help: "Payment outcomes recorded, by brand, payment type and the status the payment reached.",
    labelNames: ["brand", "method", "outcome"],
    registers,
  });
  const orders = counter(
    "orders_placed_total",
    "Orders placed (created once; a repeated place-order finds the order and is not counted).",
    { name: "brand", values: brandCodes },
  );
  const voided = counter(
    "payments_voided_total",
    "Payments the basket lifecycle voided, by the event that voided them.",
    {
      name: "reason",
      values: labelValues.voidedBy,
    },
  );
  const humanChecks = counter(
    "human_checks_total",
    "Human checks asked of lookups, and tokens that passed or failed.",
    {
      name: "step",
      values: labelValues.humanCheck,
    },
  );
  const limited = counter(
    "lookups_limited_total",
    "Lookups held for a human check because the session or address went over the lookup limit.",
  );
  const mails = counter("mails_total", "Mails handed to the transport, by outcome (sent: accepted for delivery).", {
    name: "outcome",
    values: labelValues.mail,
  });
  const pool = databasePoolOf(db);
  if (pool) poolGauges(registry, pool);

  // Each endpoint and status's two labelled children, made once: every request is counted, and making them checks and
  // copies the labels each time (issue 39). prom-client still hashes the labels on each count. Endpoints are the
  // table's names and `other`, statuses a few dozen: bounded.
  const requestSeries = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  const metrics: StorefrontMetrics = {
    registry,
    request(endpoint, status, seconds) {
      const key = `${endpoint} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        const labels = { endpoint, status: String(status) };
        const counted = requests.labels(labels);
        const timed = latency.labels(labels);
        series = { count: () => counted.inc(), time: (value) => timed.observe(value) };
        requestSeries.set(key, series);
      }
      series.count();
      series.time(seconds);
    },
    payment({ type, brand }, outcome) {
      // Stored as text; only the contract's types are written, and only they become a label.
      const method = paymentTypes.find((known) => known === type);
      if (method) payments.inc({ brand, method, outcome });
    },
    orderPlaced: (brand) => orders.inc({ brand }),
    paymentVoided: (reason) => voided.inc({ reason }),
    humanCheck: (step) => humanChecks.inc({ step }),
    lookupLimited: () => limited.inc(),
    mail: (outcome) => mails.inc({ outcome }),
  };
  return metrics;
}

// `npm run path -- <id>` runs, in Chromium, the browser path the QA catalogue names next to a listed path: every listed
// path of a machine with browser paths must name one (the catalogue child has no machine paths of its own), and one its browser model really generates (else the browser
// run finds no test, as lookup-721 did).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { type QaPathsByState, qaPathsByStateFile } from "../../scripts/path-catalogue";
import { type BrowserPathModel, generatedBrowserPaths } from "../e2e/support/browser-paths";
import { basketPathModel } from "../e2e/support/models/basket";
import { checkoutPathModel } from "../e2e/support/models/checkout";
import { loginPathModel } from "../e2e/support/models/login";
import { lookupPathModel } from "../e2e/support/models/lookup";
import { orderPathModel } from "../e2e/support/models/order";

const byState = JSON.parse(readFileSync(qaPathsByStateFile, "utf8")) as QaPathsByState;

const browserModels: BrowserPathModel<AnyStateMachine>[] = [
  lookupPathModel,
  basketPathModel,
  checkoutPathModel,
  orderPathModel,
  loginPathModel,
];

describe.each(browserModels)("the listed paths of $name", (model) => {
  it("each name a browser path its browser model generates", () => {
    const generated = new Set(generatedBrowserPaths(model).map((path) => path.id));
    const listed = new Map(
      Object.values(byState[model.name] ?? {})
        .flat()
        .map((path) => [path.id, path.browserPath?.id ?? "none"]),
    );
    expect(listed.size, "listed paths").toBeGreaterThan(0);
    const unnamed = [...listed].filter(([, browserId]) => !generated.has(browserId));
    expect(unnamed, "listed paths without a browser path the browser runs").toEqual([]);
  });
});

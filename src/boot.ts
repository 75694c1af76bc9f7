import { type PageScripts, pageScriptsElementId } from "../contract/page-scripts";

/**
 * The page's one script in its HTML. The server's HTML and stylesheets paint the page, whose forms work as plain HTML
 * and keep what is typed; the app's scripts are asked for only after that first paint, all at once (a modulepreload
 * link each, from the list the server put into the page), so on a slow network they do not hold back the paint or
 * share its bandwidth (issue 39). Then the app starts: the server names its start module (src/main.tsx's chunk, an
 * entry of the build; the source itself in dev), so this file imports nothing of the app's and stays a few hundred
 * bytes.
 */
let started = false;
function startApp() {
  if (started) return;
  started = true;
  const scripts = pageScripts();
  if (!scripts) {
    console.error(`The page has no list of its scripts (#${pageScriptsElementId}): the app cannot start.`);
    return;
  }
  for (const file of scripts.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ scripts.start);
}

/** The page's scripts as the server listed them. */
function pageScripts(): PageScripts | null {
  const text = document.getElementById(pageScriptsElementId)?.textContent;
  return text ? JSON.parse(text) : null;
}

/**
 * The browser reports the first contentful paint once the frame is shown. A page in a background tab never paints and
 * a browser without paint timing says nothing: those start at once. The time limit covers a page with nothing to paint.
 */
const paintTimeLimitMs = 3_000;
const paintTiming =
  typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint") === true;
if (document.visibilityState === "hidden" || !paintTiming) startApp();
else {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) startApp();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", startApp, { once: true });
  setTimeout(startApp, paintTimeLimitMs);
}

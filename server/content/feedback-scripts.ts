import { Hono } from "hono";
import { type BrandCode, brandCodes, brands } from "../../brands/index";
import { feedbackWidgetId } from "../../contract/content";

/** Where the app loads a brand's feedback script from: first party, since no third-party host is reachable. */
export function feedbackScriptPath(brand: BrandCode): string {
  return `/feedback-scripts/${brand.toLowerCase()}.js`;
}

function feedbackScript(brand: BrandCode): string {
  const { displayName, workspace } = brands[brand];
  const survey = { text: `Tell ${displayName} how we did`, href: `mailto:feedback@${workspace}.example` };
  return `// ${displayName} feedback script: adds the survey link to the feedback widget.
(() => {
  const widget = document.getElementById(${JSON.stringify(feedbackWidgetId)});
  const slot = widget && widget.querySelector("[data-feedback-slot]");
  if (!slot || slot.childElementCount > 0) return;
  const link = document.createElement("a");
  link.href = ${JSON.stringify(survey.href)};
  link.textContent = ${JSON.stringify(survey.text)};
  slot.append(link);
  widget.setAttribute("data-brand-script", "loaded");
})();
`;
}

/** Serves each brand's feedback script (spec section 2: "loads brand scripts after 3 seconds"). */
export function feedbackScripts(): Hono {
  const router = new Hono();
  router.get("/:file", (c) => {
    const brand = brandCodes.find((code) => `${code.toLowerCase()}.js` === c.req.param("file"));
    if (!brand) return c.text("Not found", 404);
    return c.body(feedbackScript(brand), 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
  return router;
}

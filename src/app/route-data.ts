import { UNSAFE_ErrorResponseImpl as ErrorResponse, type HydrationState } from "react-router";
import { type RouteData, routeDataElementId } from "../../contract/server-render";

function field(value: object, name: string): unknown {
  return name in value ? (value as Record<string, unknown>)[name] : undefined;
}

/** An error the server's route loader threw, as `src/entry-server.tsx` serialised it. */
function revivedError(serialised: unknown): unknown {
  if (typeof serialised !== "object" || serialised === null) return serialised;
  const type = field(serialised, "__type");
  if (type === "RouteErrorResponse")
    return new ErrorResponse(
      Number(field(serialised, "status")),
      String(field(serialised, "statusText") ?? ""),
      field(serialised, "data"),
      field(serialised, "internal") === true,
    );
  if (type === "Error") return new Error(String(field(serialised, "message")));
  return serialised;
}

/**
 * The route loaders' data the server rendered the page with (content pages), for the browser's router to start
 * from: it then renders what the server did instead of loading the content again. Undefined when the page has none.
 */
export function readRouteData(doc: Document = document): HydrationState | undefined {
  const text = doc.getElementById(routeDataElementId)?.textContent;
  if (!text) return undefined;
  const data: RouteData = JSON.parse(text);
  const errors = data.errors
    ? Object.fromEntries(Object.entries(data.errors).map(([routeId, error]) => [routeId, revivedError(error)]))
    : null;
  return { loaderData: data.loaderData, errors };
}

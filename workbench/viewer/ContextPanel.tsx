import type { Json } from "../protocol";
import { contextRows } from "./readable-context";

/** Fields and values as a two-column table: a workflow's context, or an event's payload. */
export function ValuesTable({ caption, values }: { caption: string; values: Json }) {
  const rows = contextRows(values);
  return (
    <table className="values-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a workflow holds now, as a table a product owner reads: fields in words, amounts as money, lists counted. */
export function ContextPanel({ actorName, context }: { actorName: string; context: Json }) {
  return <ValuesTable caption={`What ${actorName} holds`} values={context} />;
}

import { type ReactNode, useId } from "react";
import "./form-field.css";

/** What the field's control needs to be labelled and described: spread it on the input or select. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FormFieldProps {
  label: ReactNode;
  /** The control's id, where something else links to it (an error summary); otherwise one is made up. */
  id?: string;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The field's error, shown inline and read with the control. */
  error?: string | null;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, an optional hint and an inline error around one control, wired with aria-describedby and aria-invalid. */
export function FormField({ label, id: givenId, hint, error, optional = false, className, children }: FormFieldProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className ? `form-field ${className}` : "form-field"}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="form-field-optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="form-field-hint">
          {hint}
        </p>
      )}
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {error && (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

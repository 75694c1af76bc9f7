import type { ButtonHTMLAttributes } from "react";
import "./button.css";

export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work under way: announced with aria-busy and shown with a spinner that does not change the button's width. */
  busy?: boolean;
  /** Fills its container's width (the main action of a panel). */
  wide?: boolean;
}

/** The design system's button; `type` defaults to "button" so no button submits a form by accident. */
export function Button({ variant = "secondary", busy, wide, className, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant}${wide ? " button--wide" : ""}${className ? ` ${className}` : ""}`}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

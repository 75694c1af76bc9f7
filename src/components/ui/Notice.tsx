import type { ReactNode } from "react";
import "./notice.css";

export type NoticeTone = "info" | "success" | "warning" | "error";

interface NoticeProps {
  tone: NoticeTone;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/**
 * A message in a coloured panel. Errors and warnings interrupt (role alert), information and success wait their turn
 * (role status). It may stay on the page empty, as a live region for messages still to come; empty, it takes no room.
 */
export function Notice({ tone, children, className, id }: NoticeProps) {
  return (
    <div
      id={id}
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={`notice notice--${tone}${className ? ` ${className}` : ""}`}
    >
      {children}
    </div>
  );
}

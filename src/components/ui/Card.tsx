import type { HTMLAttributes } from "react";
import "./card.css";

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is, for the page's structure: a list item of a list of cards, a section... */
  as?: "div" | "section" | "article" | "aside" | "li";
  /** Stands out from its neighbours (a recommended plan). */
  highlighted?: boolean;
  /** A callback ref: it suits whichever element the card is. */
  ref?: (element: HTMLElement | null) => (() => void) | undefined;
}

/** A panel on the surface colour with the brand's radius and shadow. */
export function Card({ as: Element = "div", highlighted, className, ...rest }: CardProps) {
  return (
    <Element
      className={`card${highlighted ? " card--highlighted" : ""}${className ? ` ${className}` : ""}`}
      {...rest}
    />
  );
}

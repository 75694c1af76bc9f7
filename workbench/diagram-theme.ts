/**
 * The diagrams' own colours (Mermaid class definitions): the "at any time" block and the stand-ins for states drawn in
 * another diagram. The diagrams are documents for product owners, the same on every brand, so their colours live here
 * rather than in a brand theme.
 */
export const diagramClassDefs = [
  "  classDef anytime fill:#fffbe6,stroke:#8a6d00,stroke-width:2px,stroke-dasharray:6 4",
  "  classDef outside fill:#f2f2f2,stroke:#777,color:#333,stroke-dasharray:2 3",
  "  classDef collapsed stroke-width:3px",
];

import { stateName } from "./machine-model";

/** A workflow's name as a product owner reads it: `basketLifecycle` is "basket lifecycle". */
export const workflowWords = (name: string) => stateName({ key: name });

/** A diagram's title with its workflow in words: "basketLifecycle: inside open" is "basket lifecycle: inside open". */
export const diagramTitleWords = (title: string) =>
  title.replace(/^[A-Za-z]+(?=:|$)/, (name: string) => workflowWords(name));

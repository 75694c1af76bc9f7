/**
 * Where in the lookup machine's config the mutant tests change it (`withConfigChange`): shared by the lookup's own
 * mutants and the replay of a recorded visit, which both break the first answer's transitions.
 */
export const requestingOnDone = [
  "states",
  "searching",
  "states",
  "request",
  "states",
  "requesting",
  "invoke",
  "onDone",
];

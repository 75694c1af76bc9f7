/** Spec section 9: polls stop after this many answers. */
export const maxPolls = 6;
/** Spec section 9: polled about 2.5 s after each update. */
export const pollDelayMs = 2500;

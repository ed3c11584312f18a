// Repeating timers as an injected service (STYLE: "timers go through injected services so tests
// control time"): a helper takes `every` and never touches setInterval itself.

/** Runs fn every ms milliseconds until the returned function is called. */
export type Every = (fn: () => void, ms: number) => () => void;

export const every: Every = (fn, ms) => {
  const id = setInterval(fn, ms);
  return () => clearInterval(id);
};

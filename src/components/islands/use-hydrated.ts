import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the pre-rendered HTML and during hydration, true after: a fallback first, with no hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

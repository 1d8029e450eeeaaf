import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true after. Lets a component
 * render a no-JavaScript fallback first and its scripted version once React runs,
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

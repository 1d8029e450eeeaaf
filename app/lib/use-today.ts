import { useHydrated } from "./use-hydrated";

declare const __BUILD_DATE__: string;

/**
 * Today's date without a hydration mismatch: the pre-rendered HTML carries the build
 * date, and the browser swaps in its own date once React has hydrated.
 */
export function useToday(): Date {
  const hydrated = useHydrated();
  return hydrated ? new Date() : new Date(`${__BUILD_DATE__}T12:00:00`);
}

/** A Content-Security-Policy as the browser reads it: each directive's name → its sources, in order. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .filter((part) => part.trim())
      .map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

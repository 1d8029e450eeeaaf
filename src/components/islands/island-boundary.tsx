import { Component, type ComponentType, type ReactNode } from "react";

/**
 * Wraps every island: if it throws, the spec's error heading and the phone number stand in its place (React logs the
 * error).
 */
export class IslandBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // The page's own call link, so the islands' code carries no business details.
    const call = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='tel:']")].find((link) =>
      /\d/.test(link.textContent),
    );
    return (
      <div role="alert" className="rounded-card bg-white p-4 text-sm text-ink shadow-card ring-1 ring-navy-900/10">
        <p className="font-bold text-navy-900">Unexpected Application Error!</p>
        <p className="mt-1">
          {error.message || "Something went wrong."}{" "}
          {call && (
            <a href={call.href} className="font-semibold whitespace-nowrap underline">
              {call.textContent.trim()}
            </a>
          )}
        </p>
      </div>
    );
  }
}

/** `Island` inside an IslandBoundary: what a page hydrates. */
export const withIslandBoundary =
  <Props extends object>(Island: ComponentType<Props>) =>
  (props: Props) => (
    <IslandBoundary>
      <Island {...props} />
    </IslandBoundary>
  );

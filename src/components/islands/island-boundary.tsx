import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react";

type IslandBoundaryProps = { children: ReactNode };

/** The page's own call link, so the islands' code carries no business details. */
function pageCallLink(): { href: string; text: string } | null {
  const link = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='tel:']")].find((candidate) =>
    /\d/.test(candidate.textContent ?? ""),
  );
  return link ? { href: link.href, text: (link.textContent ?? "").trim() } : null;
}

/** Wraps every island: if it throws, the spec's error heading and the phone number stand in its place. */
export class IslandBoundary extends Component<IslandBoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Island failed:", error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const call = pageCallLink();
    return (
      <div role="alert" className="rounded-card bg-white p-4 text-sm text-ink shadow-card ring-1 ring-navy-900/10">
        <p className="font-bold text-navy-900">Unexpected Application Error!</p>
        <p className="mt-1">
          {error.message || "Something went wrong."}{" "}
          {call && (
            <a href={call.href} className="font-semibold whitespace-nowrap underline">
              {call.text}
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

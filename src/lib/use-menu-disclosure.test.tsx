// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useMenuDisclosure } from "./use-menu-disclosure";

/** A menu as the islands build it: a <details> until hydrated, a button after. */
function Menu({ hydrated }: { hydrated: boolean }) {
  const { open, detailsRef, buttonRef, toggle } = useMenuDisclosure(hydrated);
  if (!hydrated)
    return (
      <details ref={detailsRef}>
        <summary>Menu</summary>
      </details>
    );
  return (
    <button ref={buttonRef} type="button" aria-expanded={open} onClick={toggle}>
      Menu
    </button>
  );
}

function tapDetails(details: HTMLDetailsElement) {
  details.open = !details.open;
  details.dispatchEvent(new Event("toggle"));
}

afterEach(cleanup);

describe("useMenuDisclosure", () => {
  it("keeps a menu open that the visitor opened before the button took over", () => {
    const { container, rerender } = render(<Menu hydrated={false} />);
    act(() => tapDetails(container.querySelector("details")!));
    rerender(<Menu hydrated />);
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("counts a tap whose toggle arrives after the swap to the button", () => {
    const { container, rerender } = render(<Menu hydrated={false} />);
    const details = container.querySelector("details")!;
    rerender(<Menu hydrated />);
    act(() => tapDetails(details));
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("stays closed when nobody touched it", () => {
    const { rerender } = render(<Menu hydrated={false} />);
    rerender(<Menu hydrated />);
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe("false");
  });
});

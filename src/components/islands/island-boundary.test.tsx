// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IslandBoundary } from "./island-boundary";

function Broken(): never {
  throw new Error("The menu could not open.");
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("IslandBoundary", () => {
  it("shows the island as long as it works", () => {
    render(
      <IslandBoundary>
        <p>Menu</p>
      </IslandBoundary>,
    );
    expect(screen.getByText("Menu")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the spec's error heading, the error and the page's call link when the island fails", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.insertAdjacentHTML("afterbegin", `<a href="tel:+17705550142">Call (770) 555-0142</a>`);
    render(
      <IslandBoundary>
        <Broken />
      </IslandBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Unexpected Application Error!");
    expect(alert.textContent).toContain("The menu could not open.");
    const call = alert.querySelector("a");
    expect(call?.getAttribute("href")).toBe("tel:+17705550142");
    expect(call?.textContent).toBe("Call (770) 555-0142");
  });
});

// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { providerEmbedAttribute, useProviderEmbedScript } from "./use-provider-embed-script";

const src = "https://forms.provider.test/js/form_embed.js";
const embedScripts = () => document.querySelectorAll(`script[${providerEmbedAttribute}]`);

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  window.onload = null;
  window.onmessage = null;
});

describe("useProviderEmbedScript", () => {
  it("adds one async script with the given source to the body", () => {
    renderHook(() => useProviderEmbedScript(src));
    const scripts = embedScripts();
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe(src);
    expect(script.async).toBe(true);
    expect(script.parentElement).toBe(document.body);
  });

  it("does not add a second script while one is present", () => {
    const first = renderHook(() => useProviderEmbedScript(src));
    const second = renderHook(() => useProviderEmbedScript(src));
    expect(embedScripts()).toHaveLength(1);
    second.unmount();
    expect(embedScripts()).toHaveLength(1);
    first.unmount();
    expect(embedScripts()).toHaveLength(0);
  });

  it("removes the script and the styles it injected on unmount, and adds it again on the next visit", async () => {
    const ours = document.createElement("style");
    ours.textContent = "body { color: black }";
    document.head.append(ours);

    const visit = renderHook(() => useProviderEmbedScript(src));
    const injected = document.createElement("style");
    injected.textContent = ".ep-iFrameContainer { display: block }";
    document.head.append(injected);
    await Promise.resolve(); // let the observer see it
    visit.unmount();

    expect(embedScripts()).toHaveLength(0);
    expect(injected.isConnected).toBe(false);
    expect(ours.isConnected).toBe(true);

    renderHook(() => useProviderEmbedScript(src));
    expect(embedScripts()).toHaveLength(1);
  });

  it("removes a style injected just before unmount, before the observer has reported it", () => {
    const visit = renderHook(() => useProviderEmbedScript(src));
    const injected = document.createElement("style");
    document.head.append(injected);
    visit.unmount();
    expect(injected.isConnected).toBe(false);
  });

  it("puts back the window.onload and window.onmessage the script overwrote", () => {
    const original = () => {};
    window.onmessage = original;
    const visit = renderHook(() => useProviderEmbedScript(src));
    window.onmessage = () => {};
    window.onload = () => {};
    visit.unmount();
    expect(window.onmessage).toBe(original);
    expect(window.onload).toBeNull();
  });
});

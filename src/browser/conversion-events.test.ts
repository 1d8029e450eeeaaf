// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { business } from "../config/business";
import {
  conversionEventFor,
  isLeadMessage,
  listenForConversionClicks,
  listenForLeadMessages,
  pushConversionEvent,
  pushPageEvent,
} from "./conversion-events";
import { quoteProviderOrigin } from "../lib/quote-form-url";

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

beforeEach(() => {
  delete window.dataLayer;
  window.history.replaceState(null, "", "/storage-solutions");
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("conversionEventFor", () => {
  it("names a tel: link a phone_click with its data-control", () => {
    render(`<a href="tel:+17705550142" data-control="header-call">Call</a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "phone_click",
      control: "header-call",
    });
  });

  it("names a mailto: link an email_click", () => {
    render(`<a href="mailto:moves@example.com" data-control="footer-email">E-mail</a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "email_click",
      control: "footer-email",
    });
  });

  it("names a data-quote link a quote_click", () => {
    render(`<a href="/get-a-moving-quote" data-quote="" data-control="header-quote">Get Free Quote</a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "quote_click",
      control: "header-quote",
    });
  });

  it("finds the link from an icon or text inside it", () => {
    render(`<a href="tel:+17705550142" data-control="sticky-call"><svg></svg><span id="inner">Call</span></a>`);
    expect(conversionEventFor(element("#inner"))).toEqual({
      event: "phone_click",
      control: "sticky-call",
    });
  });

  it("falls back to the link text when there is no data-control", () => {
    render(`<a href="tel:+17705550142">  Call us today  </a>`);
    expect(conversionEventFor(element("a"))).toEqual({
      event: "phone_click",
      control: "Call us today",
    });
  });

  it("ignores ordinary links, buttons and plain text", () => {
    render(`<a href="/about" data-control="nav-about">About</a><button type="button">Menu</button><p>Text</p>`);
    expect(conversionEventFor(element("a"))).toBeNull();
    expect(conversionEventFor(element("button"))).toBeNull();
    expect(conversionEventFor(element("p"))).toBeNull();
  });
});

describe("pushConversionEvent", () => {
  it("creates window.dataLayer and pushes one entry with event, page_path and control", () => {
    pushConversionEvent("quote_popup_open", "storage-hero-quote");
    expect(window.dataLayer).toEqual([
      {
        event: "quote_popup_open",
        page_path: "/storage-solutions",
        control: "storage-hero-quote",
      },
    ]);
  });

  it("pushes the page's own event once, from the element that names it", () => {
    render(`<main><div data-page-event="quote_page_view" data-control="quote-page"></div></main>`);
    pushPageEvent();
    expect(window.dataLayer).toEqual([
      {
        event: "quote_page_view",
        page_path: "/storage-solutions",
        control: "quote-page",
      },
    ]);
  });

  it("pushes nothing on a page that names no event", () => {
    render(`<main><p>About us</p></main>`);
    pushPageEvent();
    expect(window.dataLayer).toBeUndefined();
  });

  it("appends to a dataLayer a tag manager already set up", () => {
    window.dataLayer = [{ "gtm.start": 1 }];
    pushConversionEvent("quote_page_view", "quote-page");
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[1]).toEqual({
      event: "quote_page_view",
      page_path: "/storage-solutions",
      control: "quote-page",
    });
  });
});

describe("listenForConversionClicks", () => {
  it("pushes exactly one event per click until it is removed", () => {
    render(`<a href="tel:+17705550142" data-control="header-call">Call</a><a href="/about">About</a>`);
    // jsdom cannot follow links; the test only needs the click.
    document.body.addEventListener("click", (event) => event.preventDefault());
    const stop = listenForConversionClicks();
    element("a[href^='tel:']").click();
    element("a[href='/about']").click();
    expect(window.dataLayer).toEqual([
      {
        event: "phone_click",
        page_path: "/storage-solutions",
        control: "header-call",
      },
    ]);
    stop();
    element("a[href^='tel:']").click();
    expect(window.dataLayer).toHaveLength(1);
  });
});

describe("isLeadMessage", () => {
  it.each([
    "form_submitted",
    "formSubmitted",
    "form-submitted",
    "provider:form_submitted:abc",
    "lead_collected",
    "leadCollected",
  ])("counts the string %s as a lead", (data) => expect(isLeadMessage(data)).toBe(true));

  it("counts objects whose type or event says form_submitted", () => {
    expect(isLeadMessage({ type: "form_submitted" })).toBe(true);
    expect(isLeadMessage({ event: "form_submitted", formId: "X" })).toBe(true);
    expect(isLeadMessage({ type: "formSubmitted" })).toBe(true);
  });

  it("ignores the provider's other messages, including ones that carry its host name", () => {
    expect(isLeadMessage("resize:800")).toBe(false);
    expect(isLeadMessage(`ready ${business.quoteForm.formPageUrl}`)).toBe(false);
    expect(isLeadMessage({ type: "resize", height: 800 })).toBe(false);
    expect(isLeadMessage({ data: "form_submitted" })).toBe(false);
    expect(isLeadMessage(null)).toBe(false);
    expect(isLeadMessage(42)).toBe(false);
  });
});

describe("listenForLeadMessages", () => {
  function postFrom(origin: string, data: unknown) {
    window.dispatchEvent(new MessageEvent("message", { origin, data }));
  }

  it("pushes lead_collected once per lead message from the provider's origin", () => {
    const stop = listenForLeadMessages(quoteProviderOrigin);
    postFrom(quoteProviderOrigin, { type: "form_submitted" });
    expect(window.dataLayer).toEqual([
      {
        event: "lead_collected",
        page_path: "/storage-solutions",
        control: "quote-form",
      },
    ]);
    postFrom(quoteProviderOrigin, "formSubmitted");
    expect(window.dataLayer).toHaveLength(2);
    stop();
  });

  it("names the quote iframe that sent the message as the control", () => {
    render(`<iframe data-control="quote-popup"></iframe>`);
    const frame = element("iframe") as HTMLIFrameElement;
    const stop = listenForLeadMessages(quoteProviderOrigin);
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: quoteProviderOrigin,
        data: "form_submitted",
        source: frame.contentWindow,
      }),
    );
    expect(window.dataLayer).toEqual([
      {
        event: "lead_collected",
        page_path: "/storage-solutions",
        control: "quote-popup",
      },
    ]);
    stop();
  });

  it("ignores lead-shaped messages from any other origin", () => {
    const stop = listenForLeadMessages(quoteProviderOrigin);
    postFrom("https://attacker.example", { type: "form_submitted" });
    postFrom(window.location.origin, "form_submitted");
    postFrom(`${quoteProviderOrigin}.attacker.example`, "form_submitted");
    expect(window.dataLayer).toBeUndefined();
    stop();
  });

  it("ignores the provider's non-lead messages", () => {
    const stop = listenForLeadMessages(quoteProviderOrigin);
    postFrom(quoteProviderOrigin, { type: "resize", height: 900 });
    expect(window.dataLayer).toBeUndefined();
    stop();
  });

  it("stops listening when removed", () => {
    listenForLeadMessages(quoteProviderOrigin)();
    postFrom(quoteProviderOrigin, "form_submitted");
    expect(window.dataLayer).toBeUndefined();
  });

  it("leaves window.onmessage to the provider's script", () => {
    const stop = listenForLeadMessages(quoteProviderOrigin);
    expect(window.onmessage).toBeNull();
    stop();
  });
});

/**
 * The page templates by name: what the route table (config/site-pages.ts) refers to and
 * src/pages/[...slug].astro renders. Each template module exports its head tags and its body.
 */
import type { ComponentType, ReactNode } from "react";
import type { TemplateName } from "../config/site-pages";
import type { HeadTags } from "../lib/seo";
import * as about from "./about";
import * as accessibility from "./accessibility";
import * as city from "./city";
import * as commercialMoving from "./commercial-moving";
import * as contact from "./contact";
import * as getAMovingQuote from "./get-a-moving-quote";
import * as home from "./home";
import * as movingChecklist from "./moving-checklist";
import * as movingCostEstimator from "./moving-cost-estimator";
import * as movingFaq from "./moving-faq";
import * as packingServices from "./packing-services";
import * as privacy from "./privacy";
import * as residentialMoving from "./residential-moving";
import * as seniorMoving from "./senior-moving";
import * as serviceAreas from "./service-areas";
import * as storageSolutions from "./storage-solutions";
import * as terms from "./terms";

/** Islands a page body holds; [...slug].astro places them (client:* works only in .astro files). */
export type IslandSlots = {
  heroVideo?: ReactNode;
  featureVideo?: ReactNode;
  officeMap?: ReactNode;
  lastUpdated?: ReactNode;
  checklist?: ReactNode;
  estimator?: ReactNode;
};

export type PageBodyProps = { path: string } & IslandSlots;

export type Template = {
  head: (path: string) => HeadTags;
  Body: ComponentType<PageBodyProps>;
  /** The body's last section asks for the call or the quote, so the footer's call band stays out. */
  endsWithCallToAction?: boolean;
};

export const templates: Record<TemplateName, Template> = {
  home: { head: home.head, Body: home.Home, endsWithCallToAction: true },
  "residential-moving": {
    head: residentialMoving.head,
    Body: residentialMoving.ResidentialMoving,
    endsWithCallToAction: true,
  },
  "senior-moving": { head: seniorMoving.head, Body: seniorMoving.SeniorMoving },
  "commercial-moving": { head: commercialMoving.head, Body: commercialMoving.CommercialMoving },
  "packing-services": { head: packingServices.head, Body: packingServices.PackingServices },
  "storage-solutions": { head: storageSolutions.head, Body: storageSolutions.StorageSolutions },
  "service-areas": { head: serviceAreas.head, Body: serviceAreas.ServiceAreasPage },
  city: { head: city.head, Body: city.CityPage },
  about: { head: about.head, Body: about.AboutPage },
  contact: { head: contact.head, Body: contact.Contact },
  "get-a-moving-quote": {
    head: getAMovingQuote.head,
    Body: getAMovingQuote.GetAMovingQuote,
    endsWithCallToAction: true,
  },
  privacy: { head: privacy.head, Body: privacy.Privacy },
  terms: { head: terms.head, Body: terms.Terms },
  "moving-faq": { head: movingFaq.head, Body: movingFaq.MovingFaq },
  "moving-checklist": { head: movingChecklist.head, Body: movingChecklist.MovingChecklistPage },
  accessibility: { head: accessibility.head, Body: accessibility.AccessibilityStatement },
  "moving-cost-estimator": {
    head: movingCostEstimator.head,
    Body: movingCostEstimator.MovingCostEstimator,
    endsWithCallToAction: true,
  },
};

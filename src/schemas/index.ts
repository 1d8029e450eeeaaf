/** Every kind of content, its files and schema: src/content.config.ts and keystatic.config.ts both read this list. */
import { z } from "astro/zod";
import { businessSchema } from "./business.ts";
import { citySchema } from "./city.ts";
import { faqSchema } from "./faq.ts";
import { guideSchema } from "./guide.ts";
import { legalSchema } from "./legal.ts";
import { checklistSchema } from "./moving-checklist.ts";
import * as pages from "./pages/index.ts";
import { movingCostEstimatorPage } from "./pages/moving-cost-estimator.ts";
import { personSchema } from "./person.ts";
import { servicesSchema } from "./services.ts";
import { siteSchema } from "./site.ts";
import { testimonialsSchema } from "./testimonials.ts";
import { townsSchema } from "./towns.ts";

/** One file's schema (a Markdown file's frontmatter), perhaps with a transform adding what follows from it. */
type Schema = z.ZodObject | z.ZodPipe<z.ZodObject, z.ZodTransform>;

/** The object of fields a file holds: a kind's schema before any transform adds what follows from them. */
export const fileSchema = (schema: Schema) => (schema instanceof z.ZodPipe ? schema.in : schema);

/** The editor's name for a kind: its schema's label, so it is written once, in the schema. */
const labelOf = (schema: Schema) => fileSchema(schema).meta()!.title as string;

/** One file under src/content/ (`path`, without .yaml), edited as one form: the business details, a page's words. */
const singleton = <S extends Schema>(path: string, schema: S) =>
  ({ kind: "singleton", label: labelOf(schema), path, schema }) as const;
const page = <S extends Schema>(file: string, schema: S) => singleton(`pages/${file}`, schema);

/** Files in `folder` named by `slugField`; `markdown`: schema as frontmatter; `textPictures`: a src/assets/ folder. */
type CollectionOptions = { folder: string; slugField: string; markdown?: boolean; textPictures?: string };
const collection = <S extends Schema>(schema: S, options: CollectionOptions) =>
  ({ kind: "collection", label: labelOf(schema), schema, ...options }) as const;

export type SingletonKind = ReturnType<typeof singleton>;
export type CollectionKind = ReturnType<typeof collection>;

/** In the editor's order. */
export const contentKinds = {
  business: singleton("business", businessSchema),
  people: collection(personSchema, { folder: "people", slugField: "name" }),
  site: singleton("site", siteSchema),
  services: singleton("services", servicesSchema),
  testimonials: singleton("testimonials", testimonialsSchema),
  faq: singleton("faq", faqSchema),
  checklist: singleton("moving-checklist", checklistSchema),
  towns: singleton("towns", townsSchema),
  cities: collection(citySchema, { folder: "cities", slugField: "name" }),
  guides: collection(guideSchema, { folder: "guides", slugField: "title", markdown: true, textPictures: "guides" }),
  legal: collection(legalSchema, { folder: "legal", slugField: "name", markdown: true }),
  homePage: page("home", pages.homePage),
  residentialMovingPage: page("residential-moving", pages.residentialMovingPage),
  seniorMovingPage: page("senior-moving", pages.seniorMovingPage),
  commercialMovingPage: page("commercial-moving", pages.commercialMovingPage),
  packingServicesPage: page("packing-services", pages.packingServicesPage),
  storageSolutionsPage: page("storage-solutions", pages.storageSolutionsPage),
  serviceAreasPage: page("service-areas", pages.serviceAreasPage),
  cityPages: page("city-pages", pages.cityPagesPage),
  aboutPage: page("about", pages.aboutPage),
  contactPage: page("contact", pages.contactPage),
  quotePage: page("get-a-moving-quote", pages.getAMovingQuotePage),
  faqPage: page("moving-faq", pages.movingFaqPage),
  guidesPage: page("moving-guides", pages.movingGuidesPage),
  checklistPage: page("moving-checklist", pages.movingChecklistPage),
  estimatorPage: page("moving-cost-estimator", movingCostEstimatorPage),
  reviewPage: page("leave-a-review", pages.leaveAReviewPage),
  errorPages: page("error-pages", pages.errorPagesPage),
} as const;

type ContentKinds = typeof contentKinds;
export type ContentKey = keyof ContentKinds;
export type SingletonKey = { [K in ContentKey]: ContentKinds[K] extends SingletonKind ? K : never }[ContentKey];
export type CollectionKey = Exclude<ContentKey, SingletonKey>;

/** The words of the FAQ page (src/content/pages/moving-faq.yaml); its questions are in faq.yaml. */
import { innerPage } from "../sections.ts";

export const movingFaqPage = innerPage("FAQ page", "The top of the FAQ page; the questions are under FAQ.", {});

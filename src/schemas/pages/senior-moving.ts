/** The words of the senior-moving page (src/content/pages/senior-moving.yaml). */
import { group } from "../field.ts";
import { seo } from "../sections.ts";

export const seniorMovingPage = group({ seo: seo() }, { label: "senior-moving", description: "STUB" });

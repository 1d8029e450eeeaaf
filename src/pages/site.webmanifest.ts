import type { APIRoute } from "astro";
import { business } from "../data/business";
import { webManifest } from "../lib/seo/site-files";

export const GET: APIRoute = () => new Response(`${JSON.stringify(webManifest(business), null, 2)}\n`);

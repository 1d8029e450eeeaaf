import type { APIRoute } from "astro";
import { business } from "../data/business";
import { robotsTxt } from "../lib/seo/site-files";

export const GET: APIRoute = () => new Response(robotsTxt(business.siteUrl));

import type { APIRoute } from "astro";
import mark from "../../media-src/logo-mark.svg?raw";

export const GET: APIRoute = () => new Response(mark, { headers: { "Content-Type": "image/svg+xml" } });

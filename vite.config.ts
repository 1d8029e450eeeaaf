import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { business } from "./app/config/business.ts";
import { validateBusiness } from "./app/config/business-schema.ts";
import { inlineScript } from "./scripts/lib/vite-inline-script.ts";

export default defineConfig(() => {
  // A bad phone, e-mail or form id stops dev and build here, naming the field.
  validateBusiness(business);
  return {
    plugins: [tailwindcss(), inlineScript(), reactRouter()],
    build: {
      rolldownOptions: {
        output: {
          // Few, larger files: React, React DOM and React Router in one long-cached file, and the
          // site's shared parts (layout, components, icons) in another, instead of twenty small
          // requests that queue on a phone's connection. Code only one route uses stays with it.
          codeSplitting: {
            groups: [
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 2,
              },
              {
                name: "site",
                test: /app[\\/](components|lib|config|content)[\\/]|node_modules[\\/]lucide-react[\\/]/,
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    // Pre-rendered pages show the build date until the browser swaps in today's (lib/use-today.ts).
    define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  };
});

import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

/** The bare Remix reference (bench/README.md): the same Remix and Vite versions as the portal, nothing else. */
export default defineConfig({
  plugins: [
    remix({
      // Under bench/build; built by the bench itself when its inputs change (src/bare-remix-build.ts).
      buildDirectory: "../build/bare-remix",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});

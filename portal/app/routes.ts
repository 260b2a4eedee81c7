import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

// One file per screen under app/routes (Remix flat routes).
export default flatRoutes() satisfies RouteConfig;

/**
 * Serves the bare Remix build the plain way (Express, static assets, Remix's request handler):
 * the reference the portal's server is compared with. Env: PORT, BARE_BFF_URL, BARE_PORTAL_KEY,
 * BARE_MARKUP_DIR (the portal's pages as captured by the bench, rendered by `app/markup.ts`).
 */
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import { readMarkup } from "./markup.mjs";

globalThis.bareMarkup = readMarkup(process.env.BARE_MARKUP_DIR);

const build = await import("../build/bare-remix/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("../build/bare-remix/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("../build/bare-remix/client", { maxAge: "1h" }));
app.all("*", createRequestHandler({ build }));
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
// A normal exit on the bench's SIGTERM, so that `--profile=bare-remix` writes its CPU profile.
process.once("SIGTERM", () => server.close(() => process.exit(0)));

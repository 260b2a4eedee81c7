/**
 * The hosted page's rough edges a cardholder meets: the "unavailable" page leads back to GPA's site
 * (the pages' return URL), and `/favicon.ico` is answered by the simulator itself, so nothing the
 * page needs comes from elsewhere.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { control, type Gateway, paymentForm, postForm, startGateway } from "./helpers";

let gateway: Gateway;
beforeEach(async () => {
  gateway = await startGateway();
});
afterEach(async () => {
  await gateway.close();
});

it("the 'Payments are unavailable' page has a link back to Guam Power Authority's site", async () => {
  await control(gateway, "PUT", "/faults", { route: "*", status: 503 });
  const page = await postForm(`${gateway.url}/payment`, paymentForm(gateway));
  expect(page.status).toBe(503);
  const html = await page.text();
  expect(html).toContain("Payments are unavailable");
  expect(html).toContain('<a href="http://localhost:3000/">Return to Guam Power Authority</a>');
});

it("serves /favicon.ico as an icon", async () => {
  const response = await fetch(`${gateway.url}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/x-icon");
  const bytes = Buffer.from(await response.arrayBuffer());
  // An ICO header: reserved 0, type 1 (icon), one image of 16 × 16.
  expect([...bytes.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 16, 16]);
});

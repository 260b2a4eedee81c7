import { type RouteConfig, index, layout, route } from "@remix-run/route-config";

/**
 * The portal's screens by area (decision 016). Each area is a layout holding its guard and its
 * ErrorBoundary; a screen's URL is written here once, its file says what it shows.
 */
const publicArea = layout("routes/public/layout.tsx", [
  index("routes/public/home.tsx"),
  route("faq", "routes/public/faq.tsx"),
  route("privacy-policy", "routes/public/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/public/terms-and-conditions.tsx"),
  route("maintenance", "routes/public/maintenance.tsx"),
  route("maintenance/*", "routes/public/maintenance-any.tsx"),
  route("sign-up", "routes/public/sign-up.tsx"),
  route("sign-up-confirm", "routes/public/sign-up-confirm.tsx"),
  route("forgot/:kind", "routes/public/forgot.ts"),
  route("reset-password", "routes/public/reset-password.tsx"),
  route("reset-password/:token", "routes/public/reset-password-old-link.tsx"),
  route("paynow", "routes/public/paynow.tsx"),
  route("quickpay", "routes/public/quickpay.tsx"),
  route("payment-result/:invoice", "routes/public/payment-result.tsx"),
  route("logout", "routes/public/logout.ts"),
  route("demo/mail", "routes/public/demo-mail.tsx"),
  // Any other address: a 404 the server and the browser render alike.
  route("*", "routes/public/not-found.tsx"),
]);

/** The customer dashboard: its layout's loader is `requireCustomer`. */
const accountArea = [
  route("dashboard", "routes/account/layout.tsx", [
    index("routes/account/overview.tsx"),
    route("survey", "routes/account/survey.tsx"),
    route("help", "routes/account/help.tsx"),
    route("news", "routes/account/news.tsx"),
    route("bills", "routes/account/bills.tsx"),
    route("edit-account", "routes/account/edit-account.tsx"),
    route("account-information", "routes/account/account-information.tsx"),
  ]),
  // A resource route (JSON, no layout renders): its action calls `requireCustomer` itself.
  route("payments/card", "routes/account/payments-card.ts"),
  route("dashboard/accounts/:accountId/:dialog", "routes/account/account-dialog-data.ts"),
  route("dashboard/bills/:accountId/:billId/view", "routes/account/view-bill.ts"),
];

// Payment arrangement (spec 002 "Payment arrangement screens") and the back office (spec 000):
// their layouts and guards are written (routes/payment-arrangement/, routes/admin/) and are mounted
// here with their first screens, so that until then these addresses stay the 404 they are today:
//   route("payment-arrangement", "routes/payment-arrangement/layout.tsx", [ ...screens ]),
//   route("gpaadmin", "routes/admin/login.tsx"),
//   route("admin-dashboard", "routes/admin/layout.tsx", [ ...screens ]),

export default [publicArea, ...accountArea] satisfies RouteConfig;

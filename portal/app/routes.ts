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
  route("reset-password", "routes/public/customer-reset-link.tsx"),
  route("reset-password/:token", "routes/public/customer-reset-link-old.tsx"),
  route("paynow", "routes/public/paynow.tsx"),
  route("quickpay", "routes/public/quickpay.tsx"),
  route("payment-result/:invoice", "routes/public/payment-result.tsx"),
  route("payment-timeline/:invoice", "routes/public/payment-timeline.tsx"),
  route("pay-link/:token", "routes/public/pay-link.tsx"),
  route("logout", "routes/public/logout.ts"),
  route("demo/mail", "routes/public/demo-mail.tsx"),
  route("demo/console", "routes/public/demo-console.tsx"),
  route("demo/token", "routes/public/demo-token.tsx"),
  route("announcement-images/:file", "routes/public/announcement-image.ts"),
  route("outages", "routes/public/outages.tsx"),
  route("outages/watch", "routes/public/outages-watch.ts"),
  route("outages/island", "routes/public/outages-island.ts"),
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
    route("saved-cards", "routes/account/saved-cards.tsx"),
    route("autopay", "routes/account/autopay.tsx"),
    route("outages", "routes/account/outages.tsx"),
    route("payment-extension/:accountId", "routes/account/payment-extension.tsx"),
    route("due-date/:accountId", "routes/account/due-date.tsx"),
    route("budget-billing/:accountId", "routes/account/budget-billing.tsx"),
  ]),
  // A resource route (JSON, no layout renders): its action calls `requireCustomer` itself.
  route("payments/card", "routes/account/payments-card.ts"),
  route("payments/saved-cards", "routes/account/payments-saved-cards.ts"),
  route("dashboard/accounts/:accountId/:dialog", "routes/account/account-dialog-data.ts"),
  route("dashboard/accounts/:accountId/usage-download/:format", "routes/account/usage-download.ts"),
  route("dashboard/bills/:accountId/:billId/view", "routes/account/view-bill.ts"),
];

/** Payment arrangement (spec 002 "Payment arrangement screens"): its layout's loader is `requireCustomer`. */
const pa = (file: string) => `routes/payment-arrangement/${file}`;
const arrangementArea = route("payment-arrangement", pa("layout.tsx"), [
  index(pa("intro.tsx")),
  ...["use-deposit", "pay-today", "apply-for-payment-arrangement", "case-form", "print-sign-send"].map(
    (step) => route(step, pa(`${step}.tsx`)),
  ),
  route("payment/thank-you/:accountId", pa("thank-you.tsx")),
]);

/**
 * The back office (spec 000, 001 §2): the admin login, and /admin-dashboard whose layout lets any
 * admin in; each screen's loader narrows by level. One child per entry of `ADMIN_SCREENS`
 * (features/admin-shell/admin-tabs.ts): its path there is its address here.
 */
const adminScreen = (path: string) => route(path, `routes/admin/${path}.tsx`);
const adminArea = [
  route("gpaadmin", "routes/admin/login.tsx"),
  route("gpaadmin/logout", "routes/admin/logout.ts"),
  route("admin-dashboard", "routes/admin/layout.tsx", [
    index("routes/admin/home.tsx"),
    route("change-password", "routes/admin/change-password.ts"),
    route("announcements/image", "routes/admin/announcement-image-upload.ts"),
    ...["users", "system-maintenance", "announcements", "phoned-in"].map(adminScreen),
    // A customer's usage for the Phoned-In screen's Usage dialog, and its Download My Data (decision 042).
    route("phoned-in/usage/:accountId", "routes/admin/phoned-in-usage.ts"),
    route("phoned-in/usage/:accountId/:format", "routes/admin/phoned-in-usage-download.ts"),
    route("reports", "routes/admin/reports.tsx", [
      index("routes/admin/reports/all-payments.tsx"),
      ...["needs-a-hand", "reconciliation", "autopay"].map((view) =>
        route(view, `routes/admin/reports/${view}.tsx`),
      ),
      route("export", "routes/admin/reports/export.ts"),
      route("payment/:id", "routes/admin/reports/payment.ts"),
      // The payment extensions granted, kept, broken, cancelled (decision 045).
      route("extensions", "routes/admin/reports/extensions.tsx"),
      route("extensions-export", "routes/admin/reports/extensions-export.ts"),
      route("outage-calls", "routes/admin/reports/outage-calls.tsx"),
      route("outage-calls-export", "routes/admin/reports/outage-calls-export.ts"),
      // The preferred due date's changes (decision 047).
      route("due-date-changes", "routes/admin/reports/due-date-changes.tsx"),
      route("due-date-changes-export", "routes/admin/reports/due-date-changes-export.ts"),
      route("outage-alerts", "routes/admin/reports/outage-alerts.tsx"),
      route("outage-alerts-export", "routes/admin/reports/outage-alerts-export.ts"),
      // Budget billing's enrolments and leavings (decision 043).
      route("budget-billing", "routes/admin/reports/budget-billing.tsx"),
      route("budget-billing-export", "routes/admin/reports/budget-billing-export.ts"),
    ]),
    // The staff's reset of a customer's password (spec 000 §2), not the customer's own reset link.
    route("password-reset", "routes/admin/staff-password-reset.tsx"),
    ...["file-path", "arrangement-forms", "audit-log"].map(adminScreen),
    // A clerk grants or cancels a payment extension for a phoning customer (decision 045).
    adminScreen("payment-extension"),
    // A clerk changes the due day for a phoning customer (decision 047).
    adminScreen("due-date"),
    // A clerk enrols a phoning customer in budget billing, or takes the account off (decision 043).
    adminScreen("budget-billing"),
  ]),
];

export default [...adminArea, publicArea, ...accountArea, arrangementArea] satisfies RouteConfig;

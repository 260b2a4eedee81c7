/** The look of the dashboard's payment dialogs (Radix, above the page). */
export const dialogBox =
  "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg bg-white p-6 shadow-xl";
export const overlay = "fixed inset-0 z-40 bg-slate-900/50";

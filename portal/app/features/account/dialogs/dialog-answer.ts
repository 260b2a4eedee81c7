/**
 * What the account dialogs read from their resource route (routes/account/account-dialog-data.ts):
 * the BFF's answer, or the catalogue's text of that dialog's failure. Declared here, with the
 * dialogs, so that the dialogs never import the route.
 */
export type DialogAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * A Download My Data file passed on from the BFF as it streams (never held whole here), with its
 * type and file name. A period the BFF refuses (reversed, over 13 months) answers 400 with the BFF's
 * message as plain text, which the dialog shows, and so does an account without meter data (404);
 * any other failure is thrown as from every resource route.
 */
import { BffError } from "../../../lib/bff.server";

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function usageFile(open: () => Promise<Response>, failed: string): Promise<Response> {
  let answer: Response;
  try {
    answer = await open();
  } catch (error) {
    if (error instanceof BffError && (error.status === 400 || error.status === 404))
      return text(error.message || failed, error.status);
    throw error;
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["content-type", "content-disposition"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

import type { CcbStore, StoredWebUser } from "../store";

/**
 * Oracle's web user id of a person's web user (Create Web User answers it, Update / Delete Web User
 * take it). A person has at most one web user, so the id follows from the person's: "13" and the
 * person id's last 8 digits, 10 digits as Oracle's (`webUserId`, maximum length 10).
 */
export const webUserIdOf = (personId: string): string => `13${personId.slice(-8).padStart(8, "0")}`;

/** The web user whose Oracle web user id this is, if any. */
export function webUserById(store: CcbStore, webUserId: string): StoredWebUser | undefined {
  if (!/^13\d{8}$/.test(webUserId)) return undefined;
  const person = store.allPersons().find((candidate) => webUserIdOf(candidate.PersonID) === webUserId);
  return person ? store.webUserOfPerson(person.PersonID) : undefined;
}

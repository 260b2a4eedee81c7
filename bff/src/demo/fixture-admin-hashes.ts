/**
 * The demo admins' passwords, hashed once at today's cost (N=2^17): a reset to fixtures runs before
 * every end-to-end test and every BFF test starts a fresh database, and four hashes at a third of a
 * second each would be paid every time. `fixture-admin-hashes.test.ts` proves each one still matches
 * its fixture password; regenerate a line with `hashPassword` when a fixture password changes.
 */
export const FIXTURE_ADMIN_HASHES: Readonly<Record<string, string>> = {
  superadmin:
    "scrypt$131072$8$1$c0342202714cf8c91b45709712a83c26$8e7720c1aa066208086243f9d612187aa35e81d5636b97a2921ae7c576a5d697",
  itadmin:
    "scrypt$131072$8$1$ea5a631d59353c789c63bd5d1068f12e$ff28365a0bfcc54d98cd611e541e46df85e201c0dca650ddf4584fc354e89e1a",
  finance:
    "scrypt$131072$8$1$7d75cfcc5f792cade29fc64f676cc095$823bc4655715545d850168fd7482771d523dad6ca4282015bf6838dea6c09308",
  phonedin:
    "scrypt$131072$8$1$e5f4f6b65cb46e95389dadad97d61913$a496170ef1ed0b01437151724151d4af1f900cb5420c209328af7a913320fb42",
  nolevel:
    "scrypt$131072$8$1$3a93128fb72cf3fd006bde698239954c$d5d01864410454ed25f1c1a5eee83141efca98dcacff9652e8220780a3f755c5",
};

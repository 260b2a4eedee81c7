/**
 * Classroom mode's numbering (docs/qa-guide.md): each trainee of a class gets their own copy of every
 * persona. Trainee 7's `maria.cruz` is `maria.cruz.07`, with `maria.cruz.07@example.com`; its person
 * and account numbers are the base persona's plus 7 × 10,000 (`1000000001` → `1000070001`), still
 * 10 digits, below the bulk population's range (2000000000 up) and apart from every other trainee's.
 * The copies themselves are the fixtures' (`traineePersonas`, `traineeWorld`); these are the rules
 * a running simulator or the BFF applies to the numbers and names it is given.
 */
/** Two digits of suffix: a class has at most 99 trainees. */
export const MAX_TRAINEES = 99;
/** The distance between one trainee's persona numbers and the next one's. */
export const TRAINEE_ID_BLOCK = 10_000;

export function assertTrainee(trainee: number): void {
  if (!Number.isInteger(trainee) || trainee < 1 || trainee > MAX_TRAINEES)
    throw new Error(`a trainee is numbered 1 to ${MAX_TRAINEES}, got ${trainee}`);
}

/** `.07` for trainee 7. */
export const traineeSuffix = (trainee: number): string => `.${String(trainee).padStart(2, "0")}`;

const blockOf = (id: number) => Math.floor(id / TRAINEE_ID_BLOCK) % 100;

/** A base persona's person or account number moved into the trainee's block (10 digits kept). */
export function traineeId(baseId: string, trainee: number): string {
  assertTrainee(trainee);
  const base = Number(baseId);
  // A base persona's number has zeros where the trainee's two digits go, so no two copies meet.
  if (!/^\d{10}$/.test(baseId) || blockOf(base) !== 0) throw new Error(`not a persona number: ${baseId}`);
  const id = String(base + trainee * TRAINEE_ID_BLOCK);
  if (id.length !== 10) throw new Error(`trainee number out of range: ${id}`);
  return id;
}

export const traineeUsername = (username: string, trainee: number): string =>
  `${username}${traineeSuffix(trainee)}`;

/** `maria.cruz@example.com` → `maria.cruz.07@example.com` (still example.com: no real mailbox). */
export function traineeEmail<T extends string | null | undefined>(email: T, trainee: number): T {
  if (!email) return email;
  const at = email.lastIndexOf("@");
  return `${email.slice(0, at)}${traineeSuffix(trainee)}${email.slice(at)}` as T;
}

/**
 * Which trainee a request is about, from what it names: a username ending in a trainee's suffix
 * (`maria.cruz.07`) or an account number in a trainee's block. Null for a base persona, anyone
 * else, or a number above the class size. Used to count rate limits per trainee in a classroom.
 */
export function traineeOf(
  named: { username?: unknown; accountId?: unknown },
  trainees: number,
): number | null {
  const fromName =
    typeof named.username === "string" ? /\.(\d{2})$/.exec(named.username.trim())?.[1] : undefined;
  const fromAccount =
    typeof named.accountId === "string" && /^1000\d{6}$/.test(named.accountId.trim())
      ? blockOf(Number(named.accountId.trim()))
      : undefined;
  const trainee = fromName !== undefined ? Number(fromName) : fromAccount;
  return trainee !== undefined && trainee >= 1 && trainee <= trainees ? trainee : null;
}

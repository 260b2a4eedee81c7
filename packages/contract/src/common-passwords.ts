/**
 * The most common passwords that would still pass the composition rule (a letter, a number and a
 * symbol), compared without case: what an attacker tries first. Grow the list, never shrink it.
 */
const COMMON_PASSWORDS = new Set(
  [
    "password1!",
    "password1@",
    "password1#",
    "password123!",
    "passw0rd!",
    "p@ssw0rd",
    "p@ssw0rd1",
    "p@ssword1",
    "p@55w0rd",
    "pa$$w0rd",
    "pa$$word1",
    "qwerty1!",
    "qwerty123!",
    "qwerty@123",
    "abc123!@#",
    "abcd1234!",
    "abc@1234",
    "admin123!",
    "admin@123",
    "welcome1!",
    "welcome@1",
    "welcome123!",
    "letmein1!",
    "iloveyou1!",
    "changeme1!",
    "test@123",
    "test123!",
    "summer2026!",
    "winter2026!",
    "guam2026!",
    "hafa@dai1",
    "hafadai1!",
    "gpa@2026",
    "1qaz!qaz",
    "1qaz@wsx",
    "!qaz2wsx",
    "zaq1@wsx",
    "q1w2e3r4!",
    "1q2w3e4r!",
    "a1b2c3d4!",
  ].map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

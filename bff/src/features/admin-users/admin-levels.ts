/**
 * The four admin levels of the back office (spec 001 §5 and §8: 1 super admin, 2 IT admin,
 * 3 finance, 4 phoned-in staff). Product data: every start, production included, has them.
 */
export const ADMIN_LEVELS = Object.freeze([
  { level: 1, adminRole: "Super Admin" },
  { level: 2, adminRole: "IT Admin" },
  { level: 3, adminRole: "Finance" },
  { level: 4, adminRole: "Phoned-In Staff" },
] as const);

export const SUPER_ADMIN_LEVEL = 1;

import personasFile from "@paygpa/fixtures/personas.json" with { type: "json" };

export type Persona = (typeof personasFile.customers)[number];

export function persona(key: string): Persona {
  const found = personasFile.customers.find((item) => item.key === key);
  if (!found) throw new Error(`No persona ${key} in fixtures/personas.json`);
  return found;
}

export const admins = personasFile.admins;

/**
 * Guam's nineteen villages as tiles on a grid that keeps their places on the island, north (Yigo)
 * to south (Merizo), west coast on the left (a tile map, drawn inline: no map tiles, no outside
 * request). The names are the fixtures' and the outage system's.
 */
export interface VillageTile {
  village: string;
  /** The tile's short name where the full one does not fit. */
  short: string;
  column: number;
  row: number;
}

export const VILLAGE_TILES: readonly VillageTile[] = [
  { village: "Yigo", short: "Yigo", column: 2, row: 0 },
  { village: "Dededo", short: "Dededo", column: 1, row: 1 },
  { village: "Tamuning", short: "Tamuning", column: 1, row: 2 },
  { village: "Barrigada", short: "Barrigada", column: 2, row: 2 },
  { village: "Asan-Maina", short: "Asan-Maina", column: 0, row: 3 },
  { village: "Hagåtña", short: "Hagåtña", column: 1, row: 3 },
  { village: "Mongmong-Toto-Maite", short: "M-T-M", column: 2, row: 3 },
  { village: "Mangilao", short: "Mangilao", column: 3, row: 3 },
  { village: "Piti", short: "Piti", column: 0, row: 4 },
  { village: "Agana Heights", short: "Agana Hts", column: 1, row: 4 },
  { village: "Sinajana", short: "Sinajana", column: 2, row: 4 },
  { village: "Chalan Pago-Ordot", short: "Chalan Pago", column: 3, row: 4 },
  { village: "Santa Rita", short: "Santa Rita", column: 0, row: 5 },
  { village: "Yona", short: "Yona", column: 2, row: 5 },
  { village: "Agat", short: "Agat", column: 0, row: 6 },
  { village: "Talofofo", short: "Talofofo", column: 2, row: 6 },
  { village: "Umatac", short: "Umatac", column: 0, row: 7 },
  { village: "Inarajan", short: "Inarajan", column: 2, row: 7 },
  { village: "Merizo", short: "Merizo", column: 1, row: 8 },
];

/** How a tile is filled by the share of its customers out: the number is always written too. */
export function tileShade(customersOut: number, customersServed: number): "none" | "some" | "most" {
  if (customersOut <= 0 || customersServed <= 0) return "none";
  return customersOut * 2 >= customersServed ? "most" : "some";
}

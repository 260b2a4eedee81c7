/**
 * The island view (decision 046): Guam's villages as an inline SVG tile map with the customers out in
 * each, and the same figures in a table (its equivalent for screen readers and for anyone who
 * prefers one). The map is one image with a text alternative; the table carries every number.
 */
import type { IslandOutagesResponse } from "@paygpa/contract";
import { utilityDateTime } from "../../lib/format";
import { StatusMessage } from "../../ui/forms";
import { Cell, RowHeader, Table } from "../../ui/table";
import { useIslandWatch } from "./use-island-watch";
import { tileShade, VILLAGE_TILES } from "./village-tiles";

const TILE_W = 96;
const TILE_H = 52;
const GAP = 4;
const SHADES = {
  none: { fill: "#ffffff", text: "#0f172a", stroke: "#475569" },
  some: { fill: "#fde68a", text: "#0f172a", stroke: "#92400e" },
  most: { fill: "#b91c1c", text: "#ffffff", stroke: "#7f1d1d" },
} as const;

type Village = IslandOutagesResponse["villages"][number];

function summary(villages: readonly Village[]): string {
  const out = villages.reduce((sum, village) => sum + village.customersOut, 0);
  const hit = villages.filter((village) => village.customersOut > 0).length;
  return out === 0
    ? "Map of Guam's villages: no customers are out."
    : `Map of Guam's villages: ${out.toLocaleString("en-US")} customers out in ${hit} of ${villages.length} villages. The table below lists every village.`;
}

/** The tile map: one image, its text alternative the summary; every number is also in the table. */
function VillageTileMap({ villages }: { villages: readonly Village[] }) {
  const byName = new Map(villages.map((village) => [village.village, village]));
  return (
    <svg
      viewBox={`0 0 ${4 * (TILE_W + GAP)} ${9 * (TILE_H + GAP)}`}
      role="img"
      aria-labelledby="island-map-title"
      className="mx-auto w-full max-w-sm"
    >
      <title id="island-map-title">{summary(villages)}</title>
      {VILLAGE_TILES.map((tile) => {
        const village = byName.get(tile.village);
        const out = village?.customersOut ?? 0;
        const shade = SHADES[tileShade(out, village?.customersServed ?? 0)];
        const x = tile.column * (TILE_W + GAP);
        const y = tile.row * (TILE_H + GAP);
        return (
          <g key={tile.village}>
            <rect
              x={x}
              y={y}
              width={TILE_W}
              height={TILE_H}
              rx={6}
              fill={shade.fill}
              stroke={shade.stroke}
              strokeWidth={2}
            />
            <text
              x={x + TILE_W / 2}
              y={y + 21}
              textAnchor="middle"
              fontSize={13}
              fontWeight={600}
              fill={shade.text}
            >
              {tile.short}
            </text>
            <text x={x + TILE_W / 2} y={y + 40} textAnchor="middle" fontSize={13} fill={shade.text}>
              {`${out.toLocaleString("en-US")} out`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The map's equivalent: every village with its customers out, served and open outages. */
function VillageTable({ villages }: { villages: readonly Village[] }) {
  const count = (value: number) => value.toLocaleString("en-US");
  return (
    <Table
      cards
      caption="Customers out by village"
      columns={[
        { label: "Village" },
        { label: "Customers out", numeric: true },
        { label: "Customers served", numeric: true },
        { label: "Open outages", numeric: true },
      ]}
    >
      {villages.map((village) => (
        <tr key={village.village} className="border-b">
          <RowHeader label="Village">{village.village}</RowHeader>
          <Cell numeric label="Customers out">
            {count(village.customersOut)}
          </Cell>
          <Cell numeric label="Customers served">
            {count(village.customersServed)}
          </Cell>
          <Cell numeric label="Open outages">
            {count(village.outages)}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

/** The island view, refreshed without reloading; a live region says only what changed (use-island-watch.ts). */
export function IslandMap({ island: loaded }: { island: IslandOutagesResponse }) {
  const { island, announcement } = useIslandWatch(loaded);
  if (!island.available) return <StatusMessage tone="warning">{island.message}</StatusMessage>;
  return (
    <section aria-labelledby="island-heading" className="space-y-3 rounded-md bg-white p-4 shadow-sm">
      <h2 id="island-heading" className="text-lg font-semibold text-brand-900">
        Outages across Guam
      </h2>
      <p className="text-sm text-slate-700">
        Updated automatically. As of {utilityDateTime(island.checkedAt)}
      </p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <VillageTileMap villages={island.villages} />
        <VillageTable villages={island.villages} />
      </div>
    </section>
  );
}

"use client";
// The map of "Pharmacies near you" (Leaflet; browser only, loaded with ssr: false): each pharmacy's price is its pin.
// Pins whose labels would overlap at the current zoom become one group pin ("5 · from $4.10") that zooms in when
// chosen, so no label ever covers another pin. Choosing a pharmacy pin (click, or Enter on a focused pin) selects it
// in the list; a pharmacy selected in the list is shown here, its group opened by zooming in.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useMemo } from "react";
import { Marker } from "react-leaflet";
import type { Basemap } from "./basemap-layers";
import { LABEL_BOX } from "./cluster-pins";
import { RegionMap, spreadColocated } from "./store-map";
import { MAX_ZOOM, onPinKey, usePinGroups } from "./use-pin-groups";

export type PricePin = { npi: string; title: string; price: string | null; lat: number; lng: number };

export type PriceMapProps = {
  pins: PricePin[]; // cheapest first
  cheapest: string | null;
  selected: string | null;
  onSelect: (npi: string) => void;
  origin: { lat: number; lng: number };
  basemap: Basemap;
  lang: string;
  labels: {
    map: string;
    zoomIn: string;
    zoomOut: string;
    notPriced: string;
    group: (count: number, from: string | null) => string;
  };
};

// Half a price pin: "$12.34" is 55 px wide, a group's "12 · $4.10" about 90 px; 24 px tall.
const PIN_HALF: [number, number] = [40, 12];

function priceIcon(text: string, kind: "pin" | "cluster", state: "selected" | "cheapest" | null): L.DivIcon {
  const width = Math.max(44, 10 + text.length * 7.5);
  const classes = ["price-pin", kind === "cluster" && "price-pin-cluster", state && `price-pin-${state}`];
  return L.divIcon({
    className: classes.filter(Boolean).join(" "),
    html: `<span aria-hidden="true">${text.replace(/[<>&]/g, "")}</span>`,
    iconSize: [width, 24],
    iconAnchor: [width / 2, 12],
  });
}

function PriceMarkers({
  pins,
  positions,
  cheapest,
  selected,
  onSelect,
  labels,
}: Pick<PriceMapProps, "pins" | "cheapest" | "selected" | "onSelect" | "labels"> & {
  positions: Map<string, [number, number]>;
}) {
  const ids = useMemo(() => pins.map((p) => p.npi), [pins]);
  const { groups, open } = usePinGroups({ ids, positions, box: LABEL_BOX, selected });
  const byNpi = useMemo(() => new Map(pins.map((p) => [p.npi, p])), [pins]);

  return groups.map((group) => {
    const leader = byNpi.get(group.leader)!;
    const position = positions.get(group.leader)!;
    const single = group.members.length === 1;
    const prices = group.members.map((npi) => byNpi.get(npi)?.price).filter((p): p is string => p != null);
    const from = prices.length > 0 ? Math.min(...prices.map(Number)).toFixed(2) : null;
    const text = single
      ? leader.price
        ? `$${leader.price}`
        : "—"
      : `${group.members.length} · ${from ? `$${from}` : "—"}`;
    const state = group.members.includes(selected ?? "")
      ? "selected"
      : group.members.includes(cheapest ?? "")
        ? "cheapest"
        : null;
    const choose = () => (single ? onSelect(leader.npi) : open(group));
    return (
      <Marker
        key={`${group.leader}:${group.members.length}`}
        position={position}
        icon={priceIcon(text, single ? "pin" : "cluster", state)}
        title={
          single
            ? `${leader.title}: ${leader.price ? `$${leader.price}` : labels.notPriced}`
            : labels.group(group.members.length, from)
        }
        keyboard
        zIndexOffset={state === "selected" ? 1000 : state === "cheapest" ? 500 : 0}
        eventHandlers={{
          click: choose,
          keypress: onPinKey(choose),
        }}
      />
    );
  });
}

export default function PriceMap({ pins, cheapest, selected, onSelect, origin, basemap, lang, labels }: PriceMapProps) {
  const positions = useMemo(
    () => spreadColocated(pins.map((p, i) => ({ npi: p.npi, number: i + 1, title: p.title, lat: p.lat, lng: p.lng }))),
    [pins],
  );
  const points = useMemo(
    () => [[origin.lat, origin.lng] as [number, number], ...positions.values()],
    [origin.lat, origin.lng, positions],
  );
  return (
    <RegionMap {...{ origin, points, basemap, lang, labels }} maxZoom={MAX_ZOOM} pinHalf={PIN_HALF}>
      <PriceMarkers
        pins={pins}
        positions={positions}
        cheapest={cheapest}
        selected={selected}
        onSelect={onSelect}
        labels={labels}
      />
    </RegionMap>
  );
}

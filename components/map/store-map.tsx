"use client";
// The map of a chain's stores (Leaflet via react-leaflet; browser only, loaded with ssr: false). One numbered pin per
// listed store, matching the list's numbers; pins that would overlap at the current zoom become one group pin naming
// their numbers ("1·2·4"), which zooms in when chosen, as the medication page's price map does. Choosing a pin (click,
// or Enter on a focused pin) selects the store in the list, and a store selected in the list is highlighted here, its
// group opened by zooming in. The basemap comes from configuration (the site's own
// Census basemap by default); the zip centre or the patient's location is a plain dot, explained in a legend beside the
// map rather than by a label that would cover pins.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useMemo } from "react";
import { CircleMarker, MapContainer, Marker, ScaleControl, ZoomControl, useMap } from "react-leaflet";
import { BasemapLayers, type Basemap } from "./basemap-layers";
import { MAX_ZOOM, onPinKey, usePinGroups } from "./use-pin-groups";

export type MapStore = { npi: string; number: number; title: string; lat: number; lng: number };

export type StoreMapProps = {
  stores: MapStore[];
  selected: string | null;
  onSelect: (npi: string) => void;
  origin: { lat: number; lng: number };
  basemap: Basemap;
  lang: string;
  labels: { map: string; zoomIn: string; zoomOut: string; group: (numbers: number[]) => string };
};

// Store coordinates are zip centroids, so several stores often share one point: spread them on a small circle
// (about 150 m) so each pin can be seen and chosen.
export function spreadColocated(stores: readonly MapStore[]): Map<string, [number, number]> {
  const groups = new Map<string, MapStore[]>();
  for (const s of stores) {
    const key = `${s.lat.toFixed(5)},${s.lng.toFixed(5)}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const positions = new Map<string, [number, number]>();
  for (const group of groups.values()) {
    group.forEach((s, i) => {
      if (group.length === 1) return positions.set(s.npi, [s.lat, s.lng]);
      const ring = Math.floor(i / 8) + 1;
      const perRing = Math.min(group.length - (ring - 1) * 8, 8);
      const angle = (2 * Math.PI * (i % 8)) / perRing;
      const dLat = 0.0014 * ring * Math.cos(angle);
      const dLng = (0.0014 * ring * Math.sin(angle)) / Math.cos((s.lat * Math.PI) / 180);
      positions.set(s.npi, [s.lat + dLat, s.lng + dLng]);
    });
  }
  return positions;
}

// Icons are reused, so a marker's element is replaced only when its text or selection changes.
const icons = new Map<string, L.DivIcon>();

// A store's number in a round pin (30 px, 38 selected); a group's numbers in a pill as wide as they need.
function pinIcon(text: string, selected: boolean, group: boolean): L.DivIcon {
  const key = `${text}:${selected}`;
  const known = icons.get(key);
  if (known) return known;
  const height = selected ? 38 : 30;
  const width = group ? Math.max(height, 14 + text.length * 8) : height;
  const classes = ["store-pin", group && "store-pin-group", selected && "store-pin-selected"];
  const icon = L.divIcon({
    className: classes.filter(Boolean).join(" "),
    html: `<span aria-hidden="true">${text}</span>`,
    iconSize: [width, height],
    iconAnchor: [width / 2, height / 2],
  });
  icons.set(key, icon);
  return icon;
}

// A group's numbers, at most 6 characters so its pill is at most 62 px wide: all of them when they fit ("1·2·4"),
// else the first and how many more ("1 +3", "12 +4").
export function groupText(numbers: number[]): string {
  const all = numbers.join("·");
  return all.length <= 6 ? all : `${numbers[0]} +${numbers.length - 1}`;
}

// Pins group when their centres come closer than the widest group pill (62 px) or a selected pin (38 px) and a little
// margin: no pin drawn covers another, and every one keeps its whole target.
const PIN_BOX = { width: 64, height: 40 } as const;

// The map's controls, each corner's as a box in the map's own pixels (zoom buttons top right, scale and attribution
// at the bottom).
function controlBoxes(map: L.Map): DOMRect[] {
  const frame = map.getContainer().getBoundingClientRect();
  return [...map.getContainer().querySelectorAll(".leaflet-control")].map((control) => {
    const box = control.getBoundingClientRect();
    return new DOMRect(box.left - frame.left, box.top - frame.top, box.width, box.height);
  });
}

// The view fitted to the points with room for their pins (`half`: half a pin's width and height, drawn around its
// point); when a pin still lies under a control, fitted again with that control's room added on its side (the
// narrower way: beside the zoom buttons, above the attribution), so no pin sits half under a button.
export function fitClearOfControls(map: L.Map, points: [number, number][], half: [number, number], maxZoom: number) {
  const topLeft = L.point(half[0] + 4, half[1] + 4);
  const bottomRight = topLeft.clone();
  const bounds = L.latLngBounds(points);
  const size = map.getSize();
  for (let attempt = 0; attempt < 3; attempt++) {
    map.fitBounds(bounds, { paddingTopLeft: topLeft, paddingBottomRight: bottomRight, maxZoom, animate: false });
    const covering = controlBoxes(map).filter((box) =>
      points.some((p) => {
        const at = map.latLngToContainerPoint(p);
        const [x, y] = half;
        return at.x + x > box.left && at.x - x < box.right && at.y + y > box.top && at.y - y < box.bottom;
      }),
    );
    if (covering.length === 0) return;
    for (const box of covering) {
      const right = box.left + box.width / 2 > size.x / 2;
      const bottom = box.top + box.height / 2 > size.y / 2;
      if (
        box.width + (right ? size.x - box.right : box.left) <=
        box.height + (bottom ? size.y - box.bottom : box.top)
      ) {
        if (right) bottomRight.x = Math.max(bottomRight.x, size.x - box.left + half[0]);
        else topLeft.x = Math.max(topLeft.x, box.right + half[0]);
      } else if (bottom) bottomRight.y = Math.max(bottomRight.y, size.y - box.top + half[1]);
      else topLeft.y = Math.max(topLeft.y, box.bottom + half[1]);
    }
  }
}

function FitToStores({ points, label, half }: { points: [number, number][]; label: string; half: [number, number] }) {
  const map = useMap();
  const key = points.map((p) => p.join(",")).join(";");
  useEffect(() => {
    map.getContainer().setAttribute("aria-label", label);
  }, [map, label]);
  useEffect(() => {
    if (points.length === 0) return;
    fitClearOfControls(map, points, half, 15);
    // Only when the set of points changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

// The frame both maps share: the basemap, zoom and a scale, the view fitted to the stores, and the search centre as a
// plain dot under the pins (the overlay pane lies below the marker pane), never a label over a pin.
export function RegionMap({
  origin,
  points,
  basemap,
  lang,
  labels,
  maxZoom,
  pinHalf = [19, 19],
  children,
}: {
  origin: { lat: number; lng: number };
  points: [number, number][];
  basemap: Basemap;
  lang: string;
  labels: { map: string; zoomIn: string; zoomOut: string };
  maxZoom?: number;
  pinHalf?: [number, number]; // half a pin's size: a numbered store pin, selected, is 38 px
  children: React.ReactNode;
}) {
  return (
    <MapContainer
      center={[origin.lat, origin.lng]}
      zoom={12}
      maxZoom={maxZoom}
      zoomControl={false}
      scrollWheelZoom={false}
      className="h-full min-h-72 w-full rounded-xl"
    >
      <BasemapLayers basemap={basemap} lang={lang} />
      <ZoomControl position="topright" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
      <ScaleControl position="bottomleft" imperial metric={false} />
      <FitToStores points={points} label={labels.map} half={pinHalf} />
      <CircleMarker
        center={[origin.lat, origin.lng]}
        radius={7}
        interactive={false}
        pathOptions={{ color: "#1e293b", weight: 3, fillColor: "#ffffff", fillOpacity: 1 }}
      />
      {children}
    </MapContainer>
  );
}

function StoreMarkers({
  stores,
  positions,
  selected,
  onSelect,
  group: groupTitle,
}: Pick<StoreMapProps, "stores" | "selected" | "onSelect"> & {
  positions: Map<string, [number, number]>;
  group: (numbers: number[]) => string;
}) {
  const ids = useMemo(() => stores.map((s) => s.npi), [stores]);
  const { groups, open } = usePinGroups({ ids, positions, box: PIN_BOX, selected });
  const byNpi = useMemo(() => new Map(stores.map((s) => [s.npi, s])), [stores]);
  return groups.map((group) => {
    const leader = byNpi.get(group.leader)!;
    const single = group.members.length === 1;
    const numbers = group.members.map((npi) => byNpi.get(npi)!.number).sort((a, b) => a - b);
    const isSelected = group.members.includes(selected ?? "");
    const choose = () => (single ? onSelect(leader.npi) : open(group));
    return (
      <Marker
        key={`${group.leader}:${group.members.length}`}
        position={positions.get(group.leader)!}
        icon={pinIcon(single ? String(leader.number) : groupText(numbers), isSelected, !single)}
        title={single ? leader.title : groupTitle(numbers)}
        keyboard
        zIndexOffset={isSelected ? 1000 : 0}
        eventHandlers={{ click: choose, keypress: onPinKey(choose) }}
      />
    );
  });
}

export default function StoreMap({ stores, selected, onSelect, origin, basemap, lang, labels }: StoreMapProps) {
  const positions = useMemo(() => spreadColocated(stores), [stores]);
  const points = useMemo(
    () => [[origin.lat, origin.lng] as [number, number], ...positions.values()],
    [origin.lat, origin.lng, positions],
  );
  return (
    <RegionMap origin={origin} points={points} basemap={basemap} lang={lang} labels={labels} maxZoom={MAX_ZOOM}>
      <StoreMarkers
        stores={stores}
        positions={positions}
        selected={selected}
        onSelect={onSelect}
        group={labels.group}
      />
    </RegionMap>
  );
}

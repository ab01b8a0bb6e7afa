"use client";
// Map pins grouped where they would overlap at the current zoom, for both maps (the medication page's prices, the
// chain page's numbered stores): the groups are recomputed whenever the view changes; a group chosen opens by zooming
// in on its members; a pin chosen in the list is shown, its group opened by zooming in until it stands alone.
import L from "leaflet";
import { useEffect, useMemo, useState } from "react";
import { useMap } from "react-leaflet";
import { clusterPins, type PinGroup } from "./cluster-pins";

export const MAX_ZOOM = 18;

export function usePinGroups({
  ids,
  positions,
  box,
  selected,
}: {
  ids: string[]; // in the order a group's leader is chosen (cheapest, or the list's order)
  positions: Map<string, [number, number]>;
  box: { width: number; height: number }; // how close two pins' centres may come before they group
  selected: string | null;
}): { groups: PinGroup[]; open: (group: PinGroup) => void } {
  const map = useMap();
  const [view, setView] = useState(0);
  useEffect(() => {
    const changed = () => setView((v) => v + 1);
    map.on("zoomend moveend resize", changed);
    return () => void map.off("zoomend moveend resize", changed);
  }, [map]);
  const groups = useMemo(() => {
    void view;
    return clusterPins(
      ids.flatMap((id) => {
        const at = positions.get(id);
        if (!at) return [];
        const { x, y } = map.latLngToLayerPoint(at);
        return [{ id, x, y }];
      }),
      box,
    );
  }, [map, ids, positions, box, view]);

  // A pin chosen in the list: zoom until it stands alone, then keep it in view.
  useEffect(() => {
    const at = selected ? positions.get(selected) : undefined;
    if (!at) return;
    const group = groups.find((g) => g.members.includes(selected!));
    if (group && group.members.length > 1 && map.getZoom() < MAX_ZOOM) {
      map.setView(at, Math.min(map.getZoom() + 2, MAX_ZOOM));
    } else if (!map.getBounds().pad(-0.1).contains(at)) map.panTo(at);
  }, [map, selected, positions, groups]);

  const open = (group: PinGroup) => {
    const points = group.members.map((id) => positions.get(id)!);
    map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: Math.min(map.getZoom() + 3, MAX_ZOOM) });
  };
  return { groups, open };
}

// Leaflet gives a focused pin role=button but no key activation: Enter and Space choose it.
export function onPinKey(choose: () => void) {
  return (event: L.LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== "Enter" && event.originalEvent.key !== " ") return;
    event.originalEvent.preventDefault();
    choose();
  };
}

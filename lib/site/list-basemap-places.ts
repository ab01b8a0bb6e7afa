// The store map's own basemap, for when no tile server is configured: county outlines and names from the US Census
// Bureau's cartographic boundaries (public domain, shipped as the us-atlas npm package) and the zip code areas' centres
// (the network's zip geography), within the map's view. Nothing is asked of another host.
import "server-only";
import type { Feature, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import counties from "us-atlas/counties-10m.json";
import type { ZipTable } from "../geo/zip-table";
import { loadNetworkIndex } from "../pharmacies/network-index";

export type Bounds = { south: number; west: number; north: number; east: number };
export type BasemapCounty = { name: string; rings: [number, number][][]; label: [number, number] };
export type BasemapPlaces = { counties: BasemapCounty[]; zips: { zip: string; lat: number; lng: number }[] };

type County = { name: string; bounds: Bounds; rings: Position[][] };
let countyIndex: County[] | null = null;

function loadCounties(): County[] {
  if (countyIndex) return countyIndex;
  const topology = counties as unknown as Topology<{ counties: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.counties);
  const shapes = collection.features as Feature<Polygon | MultiPolygon, { name: string }>[];
  countyIndex = shapes.map((f) => {
    const rings = f.geometry.type === "Polygon" ? f.geometry.coordinates : f.geometry.coordinates.flat();
    const points = rings.flat();
    const lngs = points.map((p) => p[0]!);
    const lats = points.map((p) => p[1]!);
    const bounds = {
      south: Math.min(...lats),
      north: Math.max(...lats),
      west: Math.min(...lngs),
      east: Math.max(...lngs),
    };
    return { name: f.properties.name, bounds, rings };
  });
  return countyIndex;
}

const overlaps = (a: Bounds, b: Bounds) =>
  a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;

export async function listBasemapPlaces(view: Bounds): Promise<BasemapPlaces> {
  const network = await loadNetworkIndex();
  const found = loadCounties().filter((c) => overlaps(c.bounds, view));
  return {
    counties: found.map((c) => ({
      name: c.name,
      // [lat, lng] as Leaflet takes them
      rings: c.rings.map((ring) => ring.map(([lng, lat]) => [lat!, lng!] as [number, number])),
      // The name goes in the middle of the part of the county in view.
      label: [
        (Math.max(c.bounds.south, view.south) + Math.min(c.bounds.north, view.north)) / 2,
        (Math.max(c.bounds.west, view.west) + Math.min(c.bounds.east, view.east)) / 2,
      ],
    })),
    zips: zipsInView(network.geography.table, view),
  };
}

// The first 400 zips in view, in the geography's order, read from its columns.
function zipsInView(table: ZipTable, view: Bounds): { zip: string; lat: number; lng: number }[] {
  const found = [];
  for (let i = 0; i < table.size && found.length < 400; i++) {
    const lat = table.lat(i);
    const lng = table.lng(i);
    if (lat >= view.south && lat <= view.north && lng >= view.west && lng <= view.east)
      found.push({ zip: table.zipAt(i), lat, lng });
  }
  return found;
}

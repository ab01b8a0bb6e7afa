"use client";
// The store map's basemap layers (inside a react-leaflet MapContainer): the site's own Census basemap (county outlines
// and names, zip code areas, from /api/basemap), a PMTiles vector archive drawn by protomaps-leaflet, or raster tiles.
import L from "leaflet";
import { useEffect } from "react";
import { TileLayer, useMap } from "react-leaflet";
import type { BasemapPlaces } from "@/lib/site/list-basemap-places";

export type Basemap =
  | { kind: "census"; attribution: string }
  | { kind: "raster"; tileUrl: string; attribution: string }
  | { kind: "pmtiles"; url: string; attribution: string };

export function BasemapLayers({ basemap, lang }: { basemap: Basemap; lang: string }) {
  if (basemap.kind === "raster") return <TileLayer url={basemap.tileUrl} attribution={basemap.attribution} />;
  if (basemap.kind === "pmtiles")
    return <PmtilesLayer url={basemap.url} attribution={basemap.attribution} lang={lang} />;
  return <CensusBasemap attribution={basemap.attribution} />;
}

function PmtilesLayer({ url, attribution, lang }: { url: string; attribution: string; lang: string }) {
  const map = useMap();
  useEffect(() => {
    let layer: L.Layer | null = null;
    let cancelled = false;
    // Loaded only when an operator configured an archive: the Census basemap needs none of it.
    void import("protomaps-leaflet").then(({ leafletLayer }) => {
      if (cancelled) return;
      layer = leafletLayer({ url, flavor: "light", lang, attribution }) as unknown as L.Layer;
      layer.addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, url, attribution, lang]);
  return null;
}

const LABEL = { width: 56, height: 18 }; // px kept free around each place name
// The most the basemap route draws at once (lib/site/schemas.ts basemapRequest: 4 degrees of latitude by 6 of
// longitude): a wider view (a 50-mile rural region, or zoomed out) gets the places around its centre, not none.
const MOST = { lat: 3.99, lng: 5.99 };

function viewAround(view: L.LatLngBounds, centre: L.LatLng): L.LatLngBounds {
  const halfLat = Math.min(view.getNorth() - view.getSouth(), MOST.lat) / 2;
  const halfLng = Math.min(view.getEast() - view.getWest(), MOST.lng) / 2;
  return L.latLngBounds([centre.lat - halfLat, centre.lng - halfLng], [centre.lat + halfLat, centre.lng + halfLng]);
}

function CensusBasemap({ attribution }: { attribution: string }) {
  const map = useMap();
  useEffect(() => {
    const pane = map.getPane("places") ?? map.createPane("places");
    pane.style.zIndex = "350"; // above the outlines, under the pins (600)
    pane.style.pointerEvents = "none";
    map.attributionControl.addAttribution(attribution);
    const layers = L.layerGroup().addTo(map);
    let controller: AbortController | null = null;
    async function draw() {
      controller?.abort();
      controller = new AbortController();
      const b = viewAround(map.getBounds().pad(0.2), map.getCenter());
      const query = `south=${b.getSouth().toFixed(3)}&west=${b.getWest().toFixed(3)}&north=${b.getNorth().toFixed(3)}&east=${b.getEast().toFixed(3)}`;
      const response = await fetch(`/api/basemap?${query}`, { signal: controller.signal }).catch(() => null);
      if (!response?.ok) return void response?.body?.cancel();
      // A newer view aborts this one, possibly while its body is still arriving.
      const places = (await response.json().catch(() => null)) as BasemapPlaces | null;
      if (!places) return;
      layers.clearLayers();
      const taken: L.Bounds[] = [];
      const free = (at: L.LatLngExpression) => {
        const p = map.latLngToContainerPoint(at);
        const box = L.bounds(
          [p.x - LABEL.width / 2, p.y - LABEL.height / 2],
          [p.x + LABEL.width / 2, p.y + LABEL.height / 2],
        );
        if (taken.some((t) => t.intersects(box))) return false;
        taken.push(box);
        return true;
      };
      const label = (at: L.LatLngExpression, text: string, className: string) =>
        L.marker(at, {
          pane: "places",
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className, html: `<span data-testid="place-name">${text}</span>`, iconSize: undefined }),
        }).addTo(layers);
      for (const county of places.counties) {
        L.polygon(county.rings, {
          className: "basemap-county",
          interactive: false,
          fill: true,
          color: "#94a3b8",
          weight: 1.5,
          fillColor: "#f8fafc",
          fillOpacity: 1,
        }).addTo(layers);
      }
      for (const county of places.counties) {
        if (free(county.label)) label(county.label, `${county.name} County`, "basemap-label basemap-label-county");
      }
      for (const zip of places.zips) {
        if (free([zip.lat, zip.lng])) label([zip.lat, zip.lng], zip.zip, "basemap-label basemap-label-zip");
      }
    }
    void draw();
    map.on("moveend", draw);
    return () => {
      controller?.abort();
      map.off("moveend", draw);
      layers.remove();
      map.attributionControl.removeAttribution(attribution);
    };
  }, [map, attribution]);
  return null;
}

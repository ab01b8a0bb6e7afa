// Groups map pins whose price labels would overlap on screen: in the order given (cheapest first), a pin joins the
// first group whose leader's label box it would touch, else leads a new group. Pure, in screen pixels, so it is
// recomputed at every zoom and no label is ever drawn over another pin.

export type ScreenPin = { id: string; x: number; y: number };
export type PinGroup = { leader: string; members: string[]; x: number; y: number };

// A price label is about 64 by 26 pixels; a little margin keeps neighbours readable.
export const LABEL_BOX = { width: 70, height: 30 } as const;

export function clusterPins(
  pins: readonly ScreenPin[],
  box: { width: number; height: number } = LABEL_BOX,
): PinGroup[] {
  const groups: (PinGroup & { lx: number; ly: number })[] = [];
  for (const pin of pins) {
    const group = groups.find((g) => Math.abs(g.lx - pin.x) < box.width && Math.abs(g.ly - pin.y) < box.height);
    if (group) {
      group.members.push(pin.id);
      continue;
    }
    groups.push({ leader: pin.id, members: [pin.id], x: pin.x, y: pin.y, lx: pin.x, ly: pin.y });
  }
  return groups.map(({ leader, members, x, y }) => ({ leader, members, x, y }));
}

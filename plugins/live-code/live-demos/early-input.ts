/**
 * Keeps the pointer input a reader gives a demo's server-painted frame before
 * the demo runs. The server HTML carries this function as an inline script
 * right inside each frame (frame/render.ts), so it listens from the first
 * paint, before the page's own JavaScript has even arrived; it must therefore
 * stand alone (no imports, no helpers) and only set things up once per page.
 *
 * For each demo (keyed by its preview element, the frame's parent) it keeps
 * every pointer pressed on the frame, from its press to its lift, plus the
 * clicks that follow, with positions relative to the preview. Until LiveDemo
 * has played them on the live screen (early-gesture.ts), no other listener on
 * the page sees those pointers' events, so the live screen never gets half a
 * gesture. The replay also claims `onPress`, called on each press.
 */

export type KeptEvent = { type: string; init: PointerEventInit; offset: { x: number; y: number }; time: number };
export type EarlyInput = {
  device: Element;
  kept: KeptEvent[];
  pointers: Set<number>;
  pressed: Set<number>;
  onPress?: () => void;
  /** The screen runs in the frame now (hydrated in place): its presses are its own. */
  live?: boolean;
};

/** Marks the element that holds a demo's server-painted frame (its parent is the demo's preview). */
export const FRAME_ATTRIBUTE = 'data-live-demo-frame';

/** `frameSelector` matches a demo's frame element. */
export function recordEarlyInput(frameSelector: string): void {
  const global = window as unknown as { __liveDemoInput?: Map<Element, EarlyInput> };
  if (global.__liveDemoInput) return;
  const records = new Map<Element, EarlyInput>();
  global.__liveDemoInput = records;
  const recordOf = (pointerId: number) => [...records.values()].find((record) => record.pointers.has(pointerId));
  const handle = (event: Event) => {
    if (!event.isTrusted) return;
    const pointer = event as PointerEvent;
    const target = event.target instanceof Element ? event.target : null;
    let record: EarlyInput | undefined;
    let keep = true;
    if (event.type === 'click') {
      // The click after a kept press; after a lift on the live screen its target is no longer in the frame.
      const frame = target && target.closest(frameSelector);
      record = (frame && frame.parentElement ? records.get(frame.parentElement) : undefined) || recordOf(pointer.pointerId);
      if (!record || record.kept.length === 0) return;
    } else if (event.type === 'pointerdown') {
      const frame = target && target.closest(frameSelector);
      if (!frame || !frame.parentElement) return;
      const device = frame.parentElement;
      record = records.get(device);
      if (record && record.live) return;
      if (!record) {
        record = { device, kept: [], pointers: new Set(), pressed: new Set() };
        records.set(device, record);
      }
      record.pointers.add(pointer.pointerId);
      record.pressed.add(pointer.pointerId);
      if (record.onPress) record.onPress();
    } else {
      record = recordOf(pointer.pointerId);
      if (!record || record.live) return;
      // Hovering after the lift, and the browser's own capture changes, are not part of the gesture.
      keep = record.pressed.has(pointer.pointerId) && event.type.indexOf('capture') < 0;
      if (event.type === 'pointerup' || event.type === 'pointercancel') record.pressed.delete(pointer.pointerId);
    }
    event.stopImmediatePropagation();
    if (!keep) return;
    const box = record.device.getBoundingClientRect();
    record.kept.push({
      type: event.type,
      init: {
        bubbles: true,
        cancelable: true,
        composed: true,
        view: window,
        detail: pointer.detail,
        button: pointer.button,
        buttons: pointer.buttons,
        altKey: pointer.altKey,
        ctrlKey: pointer.ctrlKey,
        metaKey: pointer.metaKey,
        shiftKey: pointer.shiftKey,
        pointerId: pointer.pointerId,
        pointerType: pointer.pointerType,
        isPrimary: pointer.isPrimary,
        pressure: pointer.pressure,
        width: pointer.width,
        height: pointer.height,
      },
      offset: { x: pointer.clientX - box.left, y: pointer.clientY - box.top },
      time: event.timeStamp,
    });
  };
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'click', 'gotpointercapture', 'lostpointercapture']) {
    window.addEventListener(type, handle, true);
  }
}

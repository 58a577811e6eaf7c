/**
 * Plays the input kept on a demo's server-painted frame (early-input.ts) on
 * the live screen, so the drag a reader started before the code arrived is
 * the drag the demo performs. Events that arrive while it plays are kept and
 * played in turn; after that the reader's pointer talks to the live screen
 * directly (Gesture Handler captured it on the replayed press).
 *
 * Positions are relative to the preview, so a page that scrolled in the
 * meantime still presses the same item. Until the pointer has moved beyond a
 * small slop, the original timing is kept (a sortable row activates only
 * after a long press); after that the moves play one a frame, two while
 * catching up. (Jumping straight to the latest move loses drops: the library
 * reads the hovered zone between moves.)
 */
import { nextFrame } from '../staged-load/settled';
import type { EarlyInput, KeptEvent } from './early-input';

/** Movement (px) after which a press is a drag, as Gesture Handler and react-native-web count it. */
const SLOP_PX = 10;

type Offset = { x: number; y: number };

const until = (time: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));
const distance = (a: Offset, b: Offset) => Math.hypot(a.x - b.x, a.y - b.y);

function records(): Map<Element, EarlyInput> | undefined {
  return (window as { __liveDemoInput?: Map<Element, EarlyInput> }).__liveDemoInput;
}

/** A demo's record with nothing kept, as early-input.ts makes one on a first press. */
function newRecord(device: Element, live?: boolean): EarlyInput {
  return { device, kept: [], pointers: new Set(), pressed: new Set(), live };
}

/**
 * Gesture Handler captures the pointer on the element pressed and releases it
 * on lift. For a pointer the reader has already lifted the browser throws
 * instead, and the replayed gesture must still run to its end.
 */
function tolerateLiftedPointers(element: Element): () => void {
  const methods = ['setPointerCapture', 'releasePointerCapture'] as const;
  // Own properties shadow the prototype's methods on this one element, until `restore`.
  const own = element as unknown as Partial<Record<(typeof methods)[number], (id: number) => void>>;
  for (const method of methods) {
    own[method] = (id: number) => {
      try {
        Element.prototype[method].call(element, id);
      } catch {
        // That pointer is no longer down.
      }
    };
  }
  return () => {
    for (const method of methods) delete own[method];
  };
}

export class EarlyGesture {
  /** Set once the demo's frame is gone: nothing may put a record back (the window's map would hold the old page). */
  private ended = false;

  constructor(private readonly device: HTMLElement) {}

  private get record(): EarlyInput | undefined {
    return records()?.get(this.device);
  }

  /** Calls `onPress` for every press on the frame, and now if one was made before the page's code ran. */
  onPress(onPress: () => void): void {
    const all = records();
    if (!all) return;
    const record = all.get(this.device) ?? newRecord(this.device);
    all.set(this.device, record);
    record.onPress = onPress;
    if (record.kept.length > 0) onPress();
  }

  /**
   * Forgets the kept input and lets the pointers it held go. `live`: the screen now runs in the frame, and
   * later presses are its own; otherwise (the demo's code failed, or the demo went away) presses are kept again.
   */
  release(live = false): void {
    if (this.ended) return;
    const record = this.record;
    if (!record) {
      if (live) records()?.set(this.device, newRecord(this.device, live));
      return;
    }
    record.kept.length = 0;
    record.pointers.clear();
    record.pressed.clear();
    if (live) record.live = true;
    else records()?.delete(this.device);
  }

  /**
   * The frame went away (the demo unmounted, or it rendered without one): forgets its record for good. A replay
   * still running, or one started later by the screen's first mount, then ends without re-creating it.
   */
  end(): void {
    this.ended = true;
    records()?.delete(this.device);
  }

  private elementAt(offset: Offset): Element | null {
    const box = this.device.getBoundingClientRect();
    const element = document.elementFromPoint(box.left + offset.x, box.top + offset.y);
    return element && this.device.contains(element) ? element : null;
  }

  private dispatch(kept: KeptEvent, target: Element): void {
    const box = this.device.getBoundingClientRect();
    const init = { ...kept.init, clientX: box.left + kept.offset.x, clientY: box.top + kept.offset.y };
    target.dispatchEvent(kept.type === 'click' ? new MouseEvent('click', init) : new PointerEvent(kept.type, init));
  }

  /** Plays the kept input on the live screen, then lets the reader's pointer through. */
  async replay(): Promise<void> {
    const record = this.record;
    const restore: Array<() => void> = [];
    let target: Element | null = null;
    let press: KeptEvent | null = null;
    let pressPlayedAt = 0;
    let dragging = false;
    let behind = false;
    try {
      for (let index = 0; record && index < record.kept.length; index++) {
        const kept = record.kept[index];
        if (kept.type === 'pointerdown') {
          target = this.elementAt(kept.offset);
          if (target) restore.push(tolerateLiftedPointers(target));
          press = kept;
          pressPlayedAt = performance.now();
          dragging = false;
        } else if (press && !dragging) {
          // Still a press: keep its timing, so a long press is as long as it was.
          await until(pressPlayedAt + kept.time - press.time);
        } else if (kept.type === 'pointerup' || !behind) {
          // A drag: step by step, as the reader moved, one a frame, and two while catching up. A release waits
          // two frames after the last move, so a hover change has settled (1.1.0 re-registers its drop zones a frame later).
          await nextFrame();
          if (kept.type === 'pointerup') await nextFrame();
        }
        behind = !behind && record.kept.length - index > 2;
        if (kept.type === 'pointermove' && press && distance(kept.offset, press.offset) > SLOP_PX) dragging = true;
        const where = kept.type === 'click' ? this.elementAt(kept.offset) : target;
        if (where) this.dispatch(kept, where);
        if (kept.type === 'pointerup' || kept.type === 'pointercancel') {
          target = null;
          press = null;
        }
      }
    } finally {
      this.release(true);
      for (const undo of restore) undo();
    }
  }
}

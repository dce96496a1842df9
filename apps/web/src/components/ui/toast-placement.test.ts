import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, toastPlacements, type Layout, type Rect } from './toast-placement';

const desktop: Layout = { view: { width: 1280, height: 800 }, headerBottom: 65, bottomClearance: 0, toastHeight: 70 };
const phone: Layout = { view: { width: 390, height: 844 }, headerBottom: 65, bottomClearance: 0, toastHeight: 90 };
const within = (outer: Rect, inner: Rect) =>
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.left + inner.width <= outer.left + outer.width &&
  inner.top + inner.height <= outer.top + outer.height;

describe('toast placement', () => {
  it('shows top right under the header on a wide screen when nothing is there', () => {
    const p = chooseToastPlacement(desktop, [{ left: 400, top: 300, width: 480, height: 40 }]);
    expect(p.name).toBe('top-right');
    expect(p.box.top).toBeGreaterThan(desktop.headerBottom);
    expect(p.box.left + p.box.width).toBeLessThanOrEqual(1280 - 16);
  });

  it('moves off a field it would cover: the study-time dropdown under the header goes free', () => {
    const dropdown = { left: 900, top: 80, width: 300, height: 44 };
    const p = chooseToastPlacement(desktop, [dropdown]);
    expect(p.name).toBe('bottom-right');
    // Above the help button in the bottom right corner (56 px, 1.5rem from the bottom).
    expect(p.box.top + p.box.height).toBeLessThanOrEqual(800 - 24 - 56);
  });

  it("stays above what the page keeps at the bottom (the tutor's message box) and clear of the latest message", () => {
    const layout = { ...desktop, bottomClearance: 120 };
    const changeSubject = { left: 1100, top: 80, width: 140, height: 36 };
    const latest = { left: 300, top: 500, width: 900, height: 120 };
    const p = chooseToastPlacement(layout, [changeSubject, latest]);
    expect(p.name).toBe('top-left');
    for (const place of toastPlacements(layout).filter((x) => x.name.startsWith('bottom')))
      expect(place.box.top + place.box.height).toBeLessThanOrEqual(800 - 120 - 24 - 56);
  });

  it('on a phone is a band under the header, or above the floating buttons when the top holds a field', () => {
    expect(chooseToastPlacement(phone, []).name).toBe('top');
    const p = chooseToastPlacement(phone, [{ left: 16, top: 90, width: 358, height: 44 }]);
    expect(p.name).toBe('bottom');
    expect(within({ left: 0, top: 0, width: 390, height: 844 }, p.box)).toBe(true);
    expect(p.box.top + p.box.height).toBeLessThanOrEqual(844 - 16 - 56);
  });

  it('covers the least when no place is clear', () => {
    const big = { left: 0, top: 0, width: 1280, height: 400 };
    const small = { left: 0, top: 600, width: 50, height: 20 };
    const p = chooseToastPlacement(desktop, [big, small]);
    expect(p.name).toBe('bottom-right');
  });

  it('asks a page that offers room at its foot for it when every place covers something (the chat on a phone)', () => {
    const layout = { ...phone, bottomClearance: 110 };
    const tabs = { left: 0, top: 70, width: 390, height: 110 };
    const messages = { left: 12, top: 190, width: 366, height: 540 };
    // Without room offered: the least covering place, over a message.
    expect(chooseToastPlacement(layout, [tabs, messages]).room).toBe(0);
    const p = chooseToastPlacement(layout, [tabs, messages], 'offered');
    expect(p.name).toBe('bottom');
    // The toast's height and the gap: the last message moves up by as much, above the toast.
    expect(p.room).toBe(90 + 8);
    expect(p.box.top + p.box.height).toBeLessThanOrEqual(844 - 110 - 16 - 56);
    // Room offered but a place is clear: no room asked.
    expect(chooseToastPlacement(layout, [messages], 'offered')).toMatchObject({ name: 'top', room: 0 });
  });

  it('keeps the room once made while toasts show: the bottom is clear then, but only because of the room', () => {
    const layout = { ...phone, bottomClearance: 110 };
    const tabs = { left: 0, top: 70, width: 390, height: 110 };
    expect(chooseToastPlacement(layout, [tabs], 'made')).toMatchObject({ name: 'bottom', room: 98 });
  });
});

// Setup of the 'web' Vitest project (jsdom): DOM matchers, a clean page and clean storage for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor poll for a condition and return as soon as it holds; the limit only matters when the machine is
// busy (this project runs beside the server tests on 2 cores), so it is generous rather than tight.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout: Radix measures some controls (radio items, popovers) with ResizeObserver.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no pointer capture: Radix Toast captures the pointer to follow a swipe.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

import '@testing-library/jest-dom';
import { CONTRACT, callPathsOf } from '@olympiad/shared/contract';

// What an app's build defines (shared/src/mf/webpack-config.mjs), taken from the contract's source.
Object.assign(globalThis, { __CALL_PATHS__: callPathsOf(CONTRACT) });

// The server's drawing of pages is tested in node, without a window.
if (typeof window !== 'undefined') {
  // jsdom lacks these; Chakra uses them.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // jsdom lays nothing out, so it has nothing to scroll.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // jsdom lacks PointerEvent; Chakra's checkbox (zag-js) creates one on click.
  globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {} as typeof globalThis.PointerEvent;
  // jsdom lacks the modal dialog's methods: open and close it (no top layer, no inert page).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

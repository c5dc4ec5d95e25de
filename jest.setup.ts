import '@testing-library/jest-dom';
import { CONTRACT, callPathsOf } from '@olympiad/shared/contract';
import { resetBetweenTests } from '@olympiad/shared/testing';

// What an app's build defines (shared/src/mf/webpack-config.mjs), taken from the contract's source.
Object.assign(globalThis, { __CALL_PATHS__: callPathsOf(CONTRACT) });

// The server's drawing of pages is tested in node, without a window.
if (typeof window !== 'undefined') {
  // Every test starts as if it were the first, whatever the one before it left. Declared after
  // testing-library's own clean-up (imported with the helper), so the screens are unmounted by then.
  afterEach(resetBetweenTests);
  // jsdom lays nothing out, so it has nothing to scroll.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // jsdom lacks the modal dialog's methods: open and close it (no top layer, no inert page).
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

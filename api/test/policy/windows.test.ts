import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isWindowOpen, windowClosedDetail, windowCloses } from '../../src/policy/windows.js';

const deadline = new Date('2025-07-01T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('registration windows: open until the deadline, the edit window a day after it', () => {
  it('keeps registration open until the deadline, not at it', () => {
    assert.equal(isWindowOpen('registration', deadline, at('2025-07-01T11:59:59Z')), true);
    assert.equal(isWindowOpen('registration', deadline, deadline), false);
  });

  it('keeps the edit and guest windows open for one more day', () => {
    for (const window of ['edit', 'guests'] as const) {
      assert.equal(isWindowOpen(window, deadline, at('2025-07-02T11:59:59Z')), true, window);
      assert.equal(isWindowOpen(window, deadline, at('2025-07-02T12:00:00Z')), false, window);
      assert.equal(windowCloses(window, deadline).toISOString(), '2025-07-02T12:00:00.000Z');
    }
  });

  it("says what is closed and since when, in the venue's time with its zone (12:00 UTC is 15:00 in Sofia's summer)", () => {
    assert.match(
      windowClosedDetail('registration', deadline),
      /^Registration closed on 07\/01\/2025 15:00 venue time \(Europe\/Sofia\): teams, contestants and leaders/,
    );
    assert.match(
      windowClosedDetail('edit', deadline),
      /^The edit window closed on 07\/02\/2025 15:00 venue time \(Europe\/Sofia\): your country's team/,
    );
    assert.match(windowClosedDetail('guests', deadline), /guests can no longer be added, changed or deleted/);
  });
});

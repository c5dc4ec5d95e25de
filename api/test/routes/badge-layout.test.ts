import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  BADGE,
  BADGES_PER_PAGE,
  badgeFrame,
  badgeScale,
  cutMarks,
  MM,
  pageSize,
  type Frame,
} from '../../src/routes/badges/badge-layout.js';

const near = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 0.01, `${actual} ≈ ${expected}`);
const inside = (frame: Frame, x: number, y: number) =>
  x > frame.x + 0.01 && x < frame.x + frame.width - 0.01 && y > frame.y + 0.01 && y < frame.y + frame.height - 0.01;

describe('badge layout', () => {
  it('prints an A6 badge as the whole A6 page', () => {
    near(pageSize('a6').width, 105 * MM);
    near(pageSize('a6').height, 148 * MM);
    assert.deepEqual(badgeFrame('a6', 0), { x: 0, y: 0, ...BADGE });
    assert.equal(badgeScale('a6'), 1);
    assert.deepEqual(cutMarks('a6'), []);
  });

  it('places four badges in reading order on A4, touching, centred, A6 in proportion and within the sheet', () => {
    const page = pageSize('a4');
    near(page.width, 210 * MM);
    near(page.height, 297 * MM);
    const frames = Array.from({ length: BADGES_PER_PAGE.a4 }, (_, slot) => badgeFrame('a4', slot));
    const [first, second, third, fourth] = frames as [Frame, Frame, Frame, Frame];
    for (const frame of frames) {
      near(frame.width, BADGE.width * badgeScale('a4'));
      near(frame.width / frame.height, BADGE.width / BADGE.height);
      assert.ok(frame.x >= 10 * MM && frame.y >= 10 * MM, 'a margin a printer can print the cut marks in');
      assert.ok(frame.x + frame.width <= page.width - 10 * MM && frame.y + frame.height <= page.height - 10 * MM);
    }
    near(second.x, first.x + first.width);
    near(second.y, first.y);
    near(third.x, first.x);
    near(third.y, first.y + first.height);
    near(fourth.x, second.x);
    near(fourth.y, third.y);
    near(first.x, page.width - (fourth.x + fourth.width));
    near(first.y, page.height - (fourth.y + fourth.height));
  });

  it('draws the cut marks in the margin, in line with every edge of the badges', () => {
    const frames = Array.from({ length: BADGES_PER_PAGE.a4 }, (_, slot) => badgeFrame('a4', slot));
    const marks = cutMarks('a4');
    const xs = new Set(frames.flatMap((frame) => [frame.x, frame.x + frame.width].map((x) => x.toFixed(2))));
    const ys = new Set(frames.flatMap((frame) => [frame.y, frame.y + frame.height].map((y) => y.toFixed(2))));
    const vertical = marks.filter((mark) => mark.from[0] === mark.to[0]);
    const horizontal = marks.filter((mark) => mark.from[1] === mark.to[1]);
    assert.equal(vertical.length + horizontal.length, marks.length);
    assert.deepEqual(new Set(vertical.map((mark) => mark.from[0].toFixed(2))), xs, 'a mark above and below each vertical edge');
    assert.deepEqual(new Set(horizontal.map((mark) => mark.from[1].toFixed(2))), ys, 'a mark left and right of each horizontal edge');
    assert.equal(marks.length, 2 * xs.size + 2 * ys.size);
    const page = pageSize('a4');
    for (const { from, to } of marks) {
      for (const [x, y] of [from, to, [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2] as const]) {
        assert.ok(x >= 0 && x <= page.width && y >= 0 && y <= page.height, 'on the sheet');
        assert.ok(!frames.some((frame) => inside(frame, x, y)), 'never on a badge');
      }
    }
  });
});

// A segment list held as steps gives back the segments pushed, whatever their gaps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SegmentSteps } from './segment-steps.js';

describe('SegmentSteps', () => {
  it('gives back the ascending segments pushed', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 2 ** 30 })), { maxLength: 300 }), (gaps) => {
        const list = new SegmentSteps();
        const segments: number[] = [];
        let s = -1;
        for (const gap of gaps) {
          s = Math.min(s + gap, 2 ** 31 - 1);
          if (segments.length > 0 && s === segments[segments.length - 1]) continue;
          segments.push(s);
          list.push(s);
        }
        expect(list.length).toBe(segments.length);
        expect(Array.from(list.toArray())).toEqual(segments);
      }),
    );
  });
});

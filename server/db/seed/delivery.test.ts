import { describe, expect, it } from 'vitest';
import { statesOfPincode } from '../../../contract/pincode-rules.ts';
import { DEMO_DELIVERY_RANGES } from './delivery.ts';

/** The state (GST code) of each demo zone's city. */
const ZONE_STATES: Record<string, string> = {
  Hyderabad: '36',
  'Mumbai metro': '27',
  'Delhi NCR': '07',
  Bengaluru: '29',
  Chennai: '33',
  Pune: '27',
  Kolkata: '19',
};

describe('the demo delivery ranges', () => {
  it('lie wholly in the state of their zone, by the pincode table (decision 158)', () => {
    for (const range of DEMO_DELIVERY_RANGES) {
      const state = ZONE_STATES[range.zone];
      expect(state, `the state of ${range.zone}`).toBeDefined();
      for (let pincode = range.from; pincode <= range.to; pincode++)
        expect(statesOfPincode(String(pincode)), `${range.zone} ${pincode}`).toEqual([state]);
    }
  });
});

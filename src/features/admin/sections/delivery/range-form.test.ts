import { describe, expect, it } from 'vitest';
import { DeliveryRangeInputSchema } from '@contract/admin/delivery.ts';
import { EMPTY_RANGE, rangeInputOf } from './range-form.ts';

describe('the delivery range form', () => {
  it('sends one pincode as a range of one, with numbers as numbers', () => {
    const input = rangeInputOf({
      ...EMPTY_RANGE,
      pincode_from: ' 500032 ',
      zone: 'Gachibowli',
      delivery_days_min: '2',
      delivery_days_max: '4',
    });
    expect(input).toMatchObject({ pincode_from: '500032', pincode_to: '500032', delivery_days_min: 2 });
    expect(DeliveryRangeInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a price only for paid installation, and leaves bad numbers for the schema to name', () => {
    const paid = rangeInputOf({
      ...EMPTY_RANGE,
      pincode_from: '400001',
      pincode_to: '400099',
      zone: 'Mumbai',
      delivery_days_min: '5',
      delivery_days_max: 'soon',
      installation: 'paid',
      installation_price: '',
    });
    const parsed = DeliveryRangeInputSchema.safeParse(paid);
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toContain('delivery_days_max');
    expect(
      rangeInputOf({ ...EMPTY_RANGE, installation: 'free', installation_price: '499' }).installation_price,
    ).toBeNull();
  });
});

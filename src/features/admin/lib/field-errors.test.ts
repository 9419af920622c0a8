import { describe, expect, it } from 'vitest';
import { ProductCreateSchema } from '@contract/admin/catalogue.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiFieldErrors, validate } from './field-errors.ts';

describe('form field errors', () => {
  it('puts the schema’s messages beside the fields they name, variants included', () => {
    const result = validate(ProductCreateSchema, {
      name: ' ',
      price: 0,
      stock_status: 'in_stock',
      variants: [{ name: 'Teak', price: 1.5, stock_status: 'in_stock' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Name is required');
    expect(result.errors.price).toBe('Price must be at least ₹1');
    expect(result.errors['variants.0.price']).toBe('Variant price must be whole rupees');
  });

  it('reads the API’s 400 details onto the same fields', () => {
    const error = new ApiError({
      status: 400,
      code: 'bad_request',
      message: 'Name is required',
      details: [
        { field: 'name', message: 'Name is required' },
        { field: 'variants.1.sku', message: 'Variant SKU is in use' },
      ],
    });
    expect(apiFieldErrors(error)).toEqual({
      name: 'Name is required',
      'variants.1.sku': 'Variant SKU is in use',
    });
    expect(apiFieldErrors(new ApiError({ status: 409, code: 'conflict', message: 'x' }))).toEqual({});
  });
});

// Paged lists: `page` counts from 1, `limit` items a page, and every paged response says where it is.
import type { Pagination } from '../../contract/catalogue.ts';

export const pagination = (page: number, limit: number, total: number): Pagination => {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
};

/** Rows to skip before `page`. */
export const offsetOf = (page: number, limit: number): number => (page - 1) * limit;

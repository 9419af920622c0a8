// What stands in for a person's erased details where a column must hold something (decisions 082, 156).

/**
 * The address of an erased customer's project, lead or order: no one can confirm an address under
 * .invalid, so such a record never goes to anyone, and it is never e-mailed.
 */
export const ERASED_EMAIL = 'erased@erased.invalid';

/** The buyer's name on an order whose invoice need not carry it, once its customer is erased. */
export const ERASED_NAME = 'Erased at the customer’s request';

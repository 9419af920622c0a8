// The customer's access measures (decision 204) on the shared API client, with their access token.
import { AccessMeasuresDataSchema, type AccessMeasures, type AccessMeasuresData } from '@contract/fit.ts';
import { bearer, request } from '../../lib/api.ts';

/** The response schema where responses are checked: left out of browser bundles (as in api.ts). */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSE = CHECKS_RESPONSES ? AccessMeasuresDataSchema : undefined;

const PATH = '/account/access-measures';

export const fitApi = {
  async read(token: string): Promise<AccessMeasuresData> {
    return (await request('get', PATH, { schema: RESPONSE, headers: bearer(token) })).data.measures;
  },

  async save(token: string, measures: AccessMeasures): Promise<AccessMeasuresData> {
    return (await request('put', PATH, { schema: RESPONSE, headers: bearer(token), json: measures })).data
      .measures;
  },
};

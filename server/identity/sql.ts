// Raw SQL inside a transaction: the shared helper of db/client.ts under the name identity code uses.
export { rowsOf as rows, type Executor } from '../db/client.ts';

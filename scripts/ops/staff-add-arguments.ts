// The arguments of `npm run staff:add`, checked with the same rules as the back office's form before the
// script loads the API or opens the database; a message names the option.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailRule } from '../../contract/account.ts';
import { line, requiredLine } from '../../contract/admin/common.ts';
import { STAFF_ROLES } from '../../contract/admin/rules.ts';
import { passwordRule } from '../../server/modules/identity/index.ts';

export const USAGE =
  'Usage: npm run staff:add -- --email <address> --role <owner|catalogue|sales|viewer> ' +
  '[--first-name <name>] [--last-name <name>] [--password <password>]';

/** The arguments, checked with the same rules as the back office's form; messages name the option. */
const ArgumentsSchema = z.object({
  email: z.string({ error: '--email is required' }).pipe(emailRule('--email')),
  role: z
    .string({ error: `--role is required (${STAFF_ROLES.join(', ')})` })
    .pipe(z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(', ')}` })),
  first_name: requiredLine('--first-name', 100).optional(),
  last_name: line('--last-name', 100).optional(),
  password: passwordRule.optional(),
});

/** Arguments the script refuses; it prints the message and the usage. */
export class UsageError extends Error {}

/** The options in `args` (the script's own, without node and its path), checked. */
export function readArguments(args: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        password: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const parsed = ArgumentsSchema.safeParse({
    email: values.email,
    role: values.role,
    first_name: values['first-name'],
    last_name: values['last-name'],
    password: values.password,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.path[0] === 'password' ? `--password: ${issue.message}` : issue.message;
    throw new UsageError(message);
  }
  return parsed.data;
}

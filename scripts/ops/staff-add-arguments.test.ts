// The options of `npm run staff:add`, checked before anything is loaded or opened; each refusal names
// the option. (staff-add.test.ts runs the script itself, a refusal included.)
import { describe, expect, it } from 'vitest';
import { readArguments, UsageError } from './staff-add-arguments.ts';

function refusal(...args: string[]): string {
  try {
    readArguments(args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${args.join(' ')}`);
}

describe('npm run staff:add options', () => {
  it('refuses a bad role, address, password or option, naming it', () => {
    expect(refusal('--email', 'owner@shop.test', '--role', 'boss')).toBe(
      '--role must be one of owner, catalogue, sales, viewer',
    );
    expect(refusal('--email', 'not-an-address', '--role', 'owner')).toContain(
      '--email must be a valid email address',
    );
    expect(refusal('--role', 'owner')).toBe('--email is required');
    expect(refusal('--email', 'a@shop.test')).toBe('--role is required (owner, catalogue, sales, viewer)');
    expect(refusal('--email', 'a@shop.test', '--role', 'owner', '--password', 'short')).toBe(
      '--password: Password must be at least 8 characters',
    );
    expect(refusal('--email', 'a@shop.test', '--role', 'owner', '--colour', 'red')).toContain("'--colour'");
  });

  it('reads the options as the back office would: the address in lower case, names trimmed', () => {
    expect(
      readArguments([
        '--email',
        'Anita@Shop.test',
        '--role',
        'owner',
        '--first-name',
        '  Anita ',
        '--last-name',
        'Desai',
        '--password',
        'a long scripted password',
      ]),
    ).toEqual({
      email: 'anita@shop.test',
      role: 'owner',
      first_name: 'Anita',
      last_name: 'Desai',
      password: 'a long scripted password',
    });
  });
});

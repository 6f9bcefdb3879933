import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { addAccount, removeAccount, setDisabled, setPassword, setRoles } from '#server/auth/accounts.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/database.ts';
import { databaseIn, openDatabase } from '#server/db/database.ts';
import { readEnv } from '#server/env.ts';
import { findUserByLogin, listUsers } from '#server/repositories/users.ts';
import { AccountEmailSchema, PASSWORD_NAMES_ACCOUNT, UsernameSchema } from '#shared/payloads/accounts.ts';
import { NewPasswordSchema, passwordNamesAccount, type Role, RoleSchema } from '#shared/payloads/auth.ts';

const USAGE = `Manage the accounts that can log in to the admin (in DATA_DIR's database).

  npm run user -- add EMAIL [--username NAME] [--role ROLE_ADMIN|ROLE_USER]
  npm run user -- passwd EMAIL_OR_USERNAME
  npm run user -- disable EMAIL_OR_USERNAME
  npm run user -- enable EMAIL_OR_USERNAME
  npm run user -- roles EMAIL_OR_USERNAME ROLE_ADMIN|ROLE_USER[,…]
  npm run user -- delete EMAIL_OR_USERNAME
  npm run user -- list

The password is asked for on the terminal, or read from the USER_PASSWORD variable.
A new password, a disabled or deleted account and changed roles end the account's sessions at once.`;

/** Asks for the account's new password without echoing it, unless USER_PASSWORD provides one. */
async function askPassword(account: { email: string; username: string }): Promise<string> {
  const given = process.env.USER_PASSWORD;
  const password =
    given ??
    (await (async () => {
      const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const output = process.stdout.write.bind(process.stdout);
      const answer = terminal.question('Password: ');
      // Hide what is typed: only the prompt itself reaches the terminal.
      process.stdout.write = ((chunk: string) =>
        chunk.startsWith('Password') ? output(chunk) : true) as typeof process.stdout.write;
      try {
        return await answer;
      } finally {
        process.stdout.write = output;
        output('\n');
        terminal.close();
      }
    })());
  // The rules of the admin's accounts screen (POST /accounts), from the same schemas.
  NewPasswordSchema.parse(password);
  if (passwordNamesAccount(password, account)) throw new Error(PASSWORD_NAMES_ACCOUNT);
  return password;
}

async function accountOf(db: Db, name: string | undefined) {
  const user = name ? await findUserByLogin(db, name) : undefined;
  if (!user) throw new Error(`No account matches ${name ?? '(nothing given)'}.`);
  return user;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      role: { type: 'string', default: 'ROLE_ADMIN' },
      help: { type: 'boolean' },
    },
  });
  const [command, target, argument] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const env = readEnv();
  const db = await openDatabase(databaseIn(env.DATA_DIR, env.DATABASE_URL));
  try {
    if (command === 'list') {
      for (const user of await listUsers(db)) {
        console.log(
          `${user.userId}\t${user.username}\t${user.email}\t${user.roles.join(',')}${user.disabled ? '\tdisabled' : ''}`,
        );
      }
    } else if (command === 'add') {
      const email = AccountEmailSchema.parse(target);
      const role: Role = RoleSchema.parse(values.role, { error: () => 'The role is ROLE_ADMIN or ROLE_USER.' });
      const username = UsernameSchema.parse(values.username ?? email.split('@')[0] ?? email);
      const userId = await addAccount(db, {
        username,
        email,
        passwordHash: await hashPassword(await askPassword({ email, username })),
        roles: [role],
      });
      console.log(`Added ${username} <${email}> (${role}) as user ${userId}.`);
    } else if (command === 'passwd') {
      const user = await accountOf(db, target);
      await setPassword(db, user, await hashPassword(await askPassword(user)));
      console.log(`Changed the password of ${user.username} and ended its sessions.`);
    } else if (command === 'disable' || command === 'enable') {
      const user = await accountOf(db, target);
      await setDisabled(db, user, command === 'disable');
      console.log(
        command === 'disable' ? `Disabled ${user.username} and ended its sessions.` : `Enabled ${user.username}.`,
      );
    } else if (command === 'roles') {
      const user = await accountOf(db, target);
      const roles = z
        .array(RoleSchema)
        .min(1)
        .parse(argument?.split(','), {
          error: () => 'Give the roles: ROLE_ADMIN, ROLE_USER or both, separated by a comma.',
        });
      await setRoles(db, user, roles);
      console.log(`${user.username} now has ${roles.join(', ')}; its sessions ended.`);
    } else if (command === 'delete') {
      const user = await accountOf(db, target);
      await removeAccount(db, user);
      console.log(`Deleted ${user.username} and its sessions.`);
    } else {
      throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof z.ZodError
      ? error.issues.map((issue) => issue.message).join('\n')
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});

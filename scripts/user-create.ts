/**
 * npm run user:create -- --email <email> [--admin]
 *
 * Creates a user in the database the environment points at (DATABASE_URL, or
 * the embedded database in DATA_DIR), migrating it first if it is new, and
 * prints the new user's id. The password is asked for at the terminal (not
 * shown as it is typed) or read from the first line of standard input, so it
 * never appears in `ps` or the shell history. `--password <password>` still
 * works for old scripts, with a warning.
 */
import { parseArgs } from "node:util";
import { createUser, UserInputError } from "~/server/identity/users.server";
import { UserFacingError, withDatabase } from "./cli";
import { readPassword } from "./read-password";

const usage = [
  "Usage: npm run user:create -- --email <email> [--admin]",
  "The password is asked for at the terminal, or read from standard input:",
  "  printf '%s\\n' \"$PASSWORD\" | npm run user:create -- --email <email>",
].join("\n");

export const PASSWORD_ARGUMENT_WARNING =
  "Warning: --password puts the password where `ps` and your shell history can see it. " +
  "Leave it out to be asked for it, or pipe it to standard input.";

function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        admin: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const args = readArgs();
if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (!args.email) {
  console.error(`--email is required.\n${usage}`);
  process.exit(2);
}

let password = args.password;
if (password !== undefined) {
  console.error(PASSWORD_ARGUMENT_WARNING);
} else {
  try {
    password = await readPassword();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (password === "") {
    // Nothing typed, or nothing on standard input: a usage error, like a missing --email.
    console.error("No password was given: type it at the prompt, or send it on standard input.");
    process.exit(2);
  }
}

await withDatabase(async () => {
  try {
    const user = await createUser({ email: args.email!, password: password!, admin: args.admin });
    console.error(`Created ${args.admin ? "admin " : ""}user ${user.email}. Id:`);
    console.log(user.id);
    return 0;
  } catch (error) {
    if (error instanceof UserInputError) throw new UserFacingError(error.message);
    throw error;
  }
});

/**
 * npm run user:create -- --email <email> --password <password> [--admin]
 *
 * Creates a user in the database the environment points at (DATABASE_URL, or
 * the embedded database in DATA_DIR), migrating it first if it is new, and
 * prints the new user's id.
 */
import { parseArgs } from "node:util";
import { createUser, UserInputError } from "~/server/users.server";
import { UserFacingError, withDatabase } from "./cli";

const usage = "Usage: npm run user:create -- --email <email> --password <password> [--admin]";

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
if (!args.email || !args.password) {
  console.error(`Both --email and --password are required.\n${usage}`);
  process.exit(2);
}

await withDatabase(async () => {
  try {
    const user = await createUser({ email: args.email!, password: args.password!, admin: args.admin });
    console.error(`Created ${args.admin ? "admin " : ""}user ${user.email}. Id:`);
    console.log(user.id);
    return 0;
  } catch (error) {
    if (error instanceof UserInputError) throw new UserFacingError(error.message);
    throw error;
  }
});

/**
 * npm run user:reset-2fa -- --email <email>
 *
 * The operator's way back in for someone who lost their second factor (an
 * admin locked out of the admin area): turns TOTP off, deletes the account's
 * recovery codes and passkeys, ends its sessions, and prints what it did. The
 * person then signs in with their password and sets up a second factor again.
 * Exits non-zero, with a clear message, for an unknown address.
 */
import { parseArgs } from "node:util";
import { RESET_2FA_TEXT as R } from "~/content/two-factor";
import { resetSecondFactor } from "~/server/identity/second-factor.server";
import { UserFacingError, withDatabase } from "./cli";

function readArgs() {
  try {
    return parseArgs({
      options: { email: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${R.usage}`);
    process.exit(2);
  }
}

const args = readArgs();
if (args.help) {
  console.log(R.usage);
  process.exit(0);
}
if (!args.email) {
  console.error(`--email is required.\n${R.usage}`);
  process.exit(2);
}

await withDatabase(async () => {
  const result = await resetSecondFactor(args.email!);
  if (!result) throw new UserFacingError(R.unknown(args.email!));
  console.log(R.done(args.email!.trim().toLowerCase(), result));
  return 0;
});

/**
 * Process configuration, read once from the environment. Every variable is
 * listed in the README; anything invalid stops the process at start-up with a
 * message naming the variable, rather than failing later.
 */
import path from "node:path";
import * as v from "valibot";
import { fields } from "~/models/text";
import { projectRoot } from "./project-root.server";

const ENV_BOOLEANS = ["true", "false", "1", "0", "yes", "no", ""] as const;
const boolFromEnv = (fallback: boolean) =>
  v.pipe(
    v.union([v.picklist(ENV_BOOLEANS), v.undefined()]),
    v.transform((value: (typeof ENV_BOOLEANS)[number] | undefined) =>
      value === undefined || value === "" ? fallback : ["true", "1", "yes"].includes(value),
    ),
  );

/** A number from the environment as `Number()` reads it (what zod's `coerce.number()` did: "" is 0, "abc" refused). */
const numberFromEnv = () => v.pipe(v.unknown(), v.transform(Number), v.number());

/** A whole number from the environment, within [min, max]. */
const intFromEnv = (min: number, max: number) =>
  v.pipe(numberFromEnv(), v.safeInteger(), v.minValue(min), v.maxValue(max));

const envSchema = fields({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "development"),
  PORT: v.optional(intFromEnv(0, 65535), 3000),
  HOST: v.optional(v.string(), "0.0.0.0"),
  /** postgres://... to use PostgreSQL; unset for the embedded database. */
  DATABASE_URL: v.union([
    v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"))),
    v.pipe(
      v.literal(""),
      v.transform(() => undefined),
    ),
  ]),
  DATABASE_POOL_SIZE: v.optional(intFromEnv(1, 100), 10),
  /** Embedded database and uploaded files live here. */
  DATA_DIR: v.optional(v.string(), "./data"),
  SEED_DEMO: boolFromEnv(true),
  /** Mark cookies Secure and send HSTS. Defaults to NODE_ENV=production. */
  SECURE_COOKIES: v.optional(v.picklist(["true", "false", ""])),
  /** Trust X-Forwarded-* from one proxy hop (set when behind a load balancer). */
  TRUST_PROXY: boolFromEnv(false),
  /** Multiplies every rate limit (sign-in, public forms). For test and load-test servers only. */
  RATE_LIMIT_MULTIPLIER: v.optional(v.pipe(numberFromEnv(), v.minValue(1), v.maxValue(100_000)), 1),
  /** Public forms sent faster than this after they appeared count as bots. Test servers lower it. */
  FORM_MIN_FILL_MS: v.optional(intFromEnv(0, 60_000)),
  /** Admins need a second factor before the admin area opens. Off only for local development and test servers. */
  REQUIRE_ADMIN_2FA: boolFromEnv(true),
  /** scrypt's cost for new password hashes. "test" is for test servers only (password.server.ts). */
  PASSWORD_HASH_COST: v.optional(v.picklist(["standard", "test"]), "standard"),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  seedDemo: boolean;
  secureCookies: boolean;
  trustProxy: boolean;
  rateLimitMultiplier: number;
  formMinFillMs: number | undefined;
  requireAdmin2fa: boolean;
  passwordHashCost: "standard" | "test";
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = v.safeParse(envSchema, source);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${(i.path ?? []).map((p) => String(p.key)).join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = parsed.output;
  const isProduction = e.NODE_ENV === "production";
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(projectRoot(), e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    secureCookies: e.SECURE_COOKIES ? e.SECURE_COOKIES === "true" : isProduction,
    trustProxy: e.TRUST_PROXY,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    requireAdmin2fa: e.REQUIRE_ADMIN_2FA,
    passwordHashCost: e.PASSWORD_HASH_COST,
  };
}

let cached: Env | undefined;
/** The configuration of this process (read on first use). */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}

/**
 * Process configuration, read once from the environment. Every variable is
 * listed in the README; anything invalid stops the process at start-up with a
 * message naming the variable, rather than failing later.
 */
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./project-root.server";

const boolFromEnv = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** postgres://... to use PostgreSQL; unset for the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Embedded database and uploaded files live here. */
  DATA_DIR: z.string().default("./data"),
  SEED_DEMO: boolFromEnv(true),
  /** Mark cookies Secure and send HSTS. Defaults to NODE_ENV=production. */
  SECURE_COOKIES: z.enum(["true", "false", ""]).optional(),
  /** Trust X-Forwarded-* from one proxy hop (set when behind a load balancer). */
  TRUST_PROXY: boolFromEnv(false),
  /** Multiplies every rate limit (sign-in, public forms). For test and load-test servers only. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(100_000).default(1),
  /** Public forms sent faster than this after they appeared count as bots. Test servers lower it. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Admins need a second factor before the admin area opens. Off only for local development and test servers. */
  REQUIRE_ADMIN_2FA: boolFromEnv(true),
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
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
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
  };
}

let cached: Env | undefined;
/** The configuration of this process (read on first use). */
export function env(): Env {
  cached ??= readEnv();
  return cached;
}

/**
 * A passkey device in software, for the integration tests of
 * passkeys.server.ts: it answers the server's options as a browser with a
 * P-256 authenticator would (WebAuthn level 2: "none" attestation, ES256
 * signatures over authenticatorData || SHA-256(clientDataJSON)), so the
 * tests go through @simplewebauthn/server's real verification. Knobs make
 * it misbehave the ways an attacker or a cloned device would: another
 * origin, no user verification, a counter that does not grow.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;

export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  // COSE_Key for ES256 (RFC 9053): kty EC2, alg -7, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]),
  );
  let counter = 0;
  let userHandle: string | undefined;

  function authenticatorData(rpId: string, flags: number, attested: boolean) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  function clientData(type: string, challenge: string, from: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  }

  return {
    id,
    /** The device's answer to registration options (navigator.credentials.create). */
    register(options: PublicKeyCredentialCreationOptionsJSON, knobs: { origin?: string } = {}): RegistrationResponseJSON {
      userHandle = options.user.id;
      const attestationObject = isoCBOR.encode(
        new Map<string, Uint8Array | string | Map<string, number>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, number>()],
          ["authData", new Uint8Array(authenticatorData(options.rp.id!, FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, true))],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, knobs.origin ?? origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** The device's answer to authentication options (navigator.credentials.get). */
    assert(
      options: PublicKeyCredentialRequestOptionsJSON,
      knobs: { origin?: string; userVerified?: boolean; counterStep?: number } = {},
    ): AuthenticationResponseJSON {
      counter += knobs.counterStep ?? 1;
      const flags = FLAG_USER_PRESENT | (knobs.userVerified === false ? 0 : FLAG_USER_VERIFIED);
      const authData = authenticatorData(options.rpId!, flags, false);
      const data = clientData("webauthn.get", options.challenge, knobs.origin ?? origin);
      // ES256: an ASN.1 DER ECDSA signature, what node's sign() gives for an EC key.
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

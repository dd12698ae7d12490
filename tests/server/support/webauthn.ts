import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** The subset of CBOR a WebAuthn attestation needs: unsigned and negative integers, bytes, text, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

/** Encodes a value as CBOR (RFC 8949), enough for an attestation object and a COSE key. */
function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const b64url = (b: Buffer) => b.toString('base64url');

/** Authenticator data: RP id hash, flags, sign count, and (when registering) the credential. */
function authenticatorData(rpId: string, flags: number, count: number, credential?: Buffer): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(count);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(credential ? [credential] : [])]);
}

/** A passkey's key and id given rather than made: a P-256 private key (PKCS#8 DER, base64) and the raw credential id. */
export type KnownKey = { pkcs8: string; rawId: Buffer };

/** The key pair: `known`'s, or a new one. */
function keyPair(known?: KnownKey) {
  if (!known) return generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateKey = createPrivateKey({ key: Buffer.from(known.pkcs8, 'base64'), format: 'der', type: 'pkcs8' });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

/**
 * A software passkey (P-256, "none" attestation), as Chromium's virtual authenticator would be: it
 * answers the server's registration and authentication options for `origin`. With `known`, its key and id
 * are those (the e2e staff accounts' known passkeys, which the virtual authenticator is given too).
 */
export function softwareAuthenticator(origin: string, known?: KnownKey) {
  const { privateKey, publicKey } = keyPair(known);
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const rawId = known?.rawId ?? randomBytes(16);
  let count = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id: b64url(rawId),
    /** The credential's public key (COSE) as better-auth stores it (base64), for a passkey row written directly. */
    publicKey: cbor(coseKey).toString('base64'),
    /** navigator.credentials.create(): the JSON @simplewebauthn/browser would post. */
    register(options: { challenge: string; rp: { id?: string } }) {
      const lengthPrefix = Buffer.alloc(2);
      lengthPrefix.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), lengthPrefix, rawId, cbor(coseKey)]);
      const authData = authenticatorData(options.rp.id ?? new URL(origin).hostname, 0x45, count, attested);
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const response = {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestation),
        transports: ['internal'],
      };
      return { id: b64url(rawId), rawId: b64url(rawId), type: 'public-key', response, clientExtensionResults: {} };
    },
    /** navigator.credentials.get(): an assertion signed with this key, naming `credentialId` (its own by default). */
    assert(options: { challenge: string; rpId?: string }, credentialId = b64url(rawId)) {
      const authData = authenticatorData(options.rpId ?? new URL(origin).hostname, 0x05, ++count);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      const response = {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      };
      return { id: credentialId, rawId: credentialId, type: 'public-key', response, clientExtensionResults: {} };
    },
  };
}

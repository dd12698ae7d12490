import type { FastifyInstance } from 'fastify';
import { cookieJar, cookieRequests } from './accounts';
import type { softwareAuthenticator } from './webauthn';

type Key = ReturnType<typeof softwareAuthenticator>;
type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * The passkey ceremonies a browser runs, with a software authenticator, against the app `app()` returns
 * (PUBLIC_URL `origin`, a domain: a passkey cannot belong to an IP address): enrolling through
 * better-auth's endpoints, signing in with one, and confirming a step-up through our own.
 */
export function passkeyCeremonies(app: () => FastifyInstance, origin: string) {
  const { get, post } = cookieRequests(app, origin);

  /** Registration options for the session's user (their challenge cookie kept), as the account page asks. */
  async function registerOptions(session: string) {
    const jar = cookieJar(session);
    const options = await get('/api/v1/auth/passkey/generate-register-options', jar.header());
    jar.take(options);
    return { options, jar };
  }

  /** Answers registration options with `key`: better-auth's verify-registration. */
  const verifyRegistration = (key: Key, o: Awaited<ReturnType<typeof registerOptions>>, name = 'Test key') =>
    post('/api/v1/auth/passkey/verify-registration', o.jar.header(), {
      response: key.register(o.options.json()),
      name,
    });

  return {
    registerOptions,
    verifyRegistration,
    /** Enrols `key` for the session's user; the options' answer when they are refused, else the verification's. */
    async register(key: Key, session: string, name?: string): Promise<Answer> {
      const o = await registerOptions(session);
      return o.options.statusCode === 200 ? verifyRegistration(key, o, name) : o.options;
    },
    /** Signs in with `key` from a browser with no session (signing as `credentialId`, its own by default). */
    async authenticate(key: Key, credentialId?: string): Promise<Answer> {
      const jar = cookieJar();
      const options = await get('/api/v1/auth/passkey/generate-authenticate-options', '');
      jar.take(options);
      return post('/api/v1/auth/passkey/verify-authentication', jar.header(), {
        response: key.assert(options.json(), credentialId),
      });
    },
    /** Step-up options for the session (our own endpoint). */
    stepUpOptions: (session: string) => post('/api/v1/console/step-up/options', session),
    /** Posts an assertion to the session's step-up. */
    confirm: (session: string, assertion: object) => post('/api/v1/console/step-up', session, assertion),
    /** The whole step-up: options, `key`'s assertion (as `credentialId`), the confirmation; returns both. */
    async stepUp(key: Key, session: string, credentialId?: string) {
      const options = await post('/api/v1/console/step-up/options', session);
      if (options.statusCode !== 200) throw new Error(`step-up options answered ${options.statusCode}`);
      const assertion = key.assert(options.json(), credentialId);
      return { assertion, answer: await post('/api/v1/console/step-up', session, assertion) };
    },
  };
}

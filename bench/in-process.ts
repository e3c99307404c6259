// What the benches that run the app in their own process share: the app on a fresh data directory, a JSON
// caller over `app.inject`, and a signed-in Gestor with the event ready.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createStaffAccount } from '../apps/server/src/auth/accounts';
import type { AppContext } from '../apps/server/src/context';
import { makeEventReady, scratchDir } from './lib';

export const BENCH_PASSWORD = 'vuela-la-garza-sobre-el-río-9';

export type Call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, cookie?: string) => Promise<LightMyRequestResponse>;

/** A JSON request to the app, with an optional session cookie. */
function injector(app: FastifyInstance): Call {
  return (method, url, body, cookie) =>
    app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
}

/** A Gestor account, signed in, with the event ready for delegates: the session cookie. */
export async function readyGestor(ctx: AppContext, call: Call): Promise<string> {
  await createStaffAccount(
    ctx,
    { email: 'g@bench.quorum', name: 'Gestor Bench', role: 'Gestor', password: BENCH_PASSWORD },
    { uid: null, ip: null },
  );
  const signIn = await call('POST', '/api/auth/sign-in', { email: 'g@bench.quorum', password: BENCH_PASSWORD });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await makeEventReady(async (method, url, body) => {
    const res = await call(method as 'PUT' | 'POST', url, body, cookie);
    return { status: res.statusCode, body: res.body };
  });
  return cookie;
}

/**
 * The whole app in this process, quiet, on a fresh data directory (`quorum-bench-<name>-…`), with sign-ins not
 * rate limited; `env` adds to (or, like `process.env`, brings) the settings, e.g. a DATABASE_URL.
 */
export async function benchApp(name: string, env: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({
    ...env,
    DATA_DIR: scratchDir(`quorum-bench-${name}-`),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
  });
  const built = await buildApp(config, { logger: false });
  await built.app.ready();
  return { ...built, call: injector(built.app) };
}

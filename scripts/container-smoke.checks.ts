// The checks of scripts/container-smoke.sh against a built image (MARQUEE_SMOKE_IMAGE): the container's health,
// a sign-up whose verification mail reaches a local SMTP sink, and a new container on the same volume that still
// has the account and its session. The container shares the host's network so everything stays on 127.0.0.1.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { linkIn, startSmtpCapture, freePort } from '@marquee/harness';

const image = process.env.MARQUEE_SMOKE_IMAGE ?? 'localhost/marquee:smoke';
const id = crypto.randomBytes(4).toString('hex');
const volume = `marquee-smoke-${id}`;
const container = `marquee-smoke-${id}`;
let passed = 0;

function podman(...args: string[]): string {
  return execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function check(what: string, ok: boolean, detail = ''): void {
  if (!ok) throw new Error(`FAILED: ${what}${detail ? `\n${detail}` : ''}`);
  passed += 1;
  console.log(`[smoke] ok: ${what}`);
}

async function waitForHealth(baseUrl: string): Promise<{ database?: string }> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return (await response.json()) as { database?: string };
    } catch {
      // still starting
    }
    if (podman('inspect', '--format', '{{.State.Running}}', container) !== 'true')
      throw new Error(`the container stopped:\n${podman('logs', container)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no healthy answer within 240 s:\n${podman('logs', container)}`);
}

async function main(): Promise<void> {
  const smtp = await startSmtpCapture();
  const [port, recommenderPort] = await Promise.all([freePort(), freePort()]);
  const baseUrl = `http://127.0.0.1:${port}`;
  const run = () =>
    podman(
      'run', '-d', '--name', container, '--network', 'host', '-v', `${volume}:/data`,
      '-e', `PORT=${port}`, '-e', `RECOMMENDER_PORT=${recommenderPort}`,
      '-e', `PUBLIC_URL=${baseUrl}`, '-e', `SMTP_URL=${smtp.url}`,
      image,
    ); // prettier-ignore
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  try {
    podman('volume', 'create', volume);
    run();
    const started = Date.now();
    const health = await waitForHealth(baseUrl);
    check(
      `/api/health answers (database ${health.database}) after ${Math.round((Date.now() - started) / 1000)} s`,
      health.database === 'ok',
    );
    const healthcheck = spawnSync('podman', ['healthcheck', 'run', container], { encoding: 'utf8' });
    check('the image HEALTHCHECK passes', healthcheck.status === 0, healthcheck.stderr);
    const uid = podman('exec', container, 'id', '-u');
    check(`the processes run as a non-root user (uid ${uid})`, uid !== '0');
    const home = await fetch(baseUrl);
    check('the web app is served', (await home.text()).includes('Marquee'));

    const email = `smoke-${id}@example.test`;
    const password = `smoke-${id}-password`;
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password,
      name: 'Smoke Test',
      callbackURL: '/login',
    });
    check(`sign-up answers 200 (got ${signUp.status})`, signUp.status === 200, await signUp.text());
    const mail = await smtp.waitForMail(email, { timeoutMs: 30_000 });
    check(
      `the verification mail reached the SMTP sink ("${mail.subject}")`,
      mail.text.includes('/verify-email'),
    );
    const verify = await fetch(linkIn(mail, '/verify-email'), { redirect: 'manual' });
    check(`its link verifies the address (${verify.status})`, verify.status === 302);
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    check(`sign-in answers 200 (got ${signIn.status})`, signIn.status === 200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token')!;
    check(
      'the log holds neither the verification token nor the password',
      ![token, password].some((secret) => podman('logs', container).includes(secret)),
    );

    podman('stop', '--time', '30', container);
    const exitCode = podman('inspect', '--format', '{{.State.ExitCode}}', container);
    check(`podman stop shuts it down cleanly (exit code ${exitCode})`, exitCode === '0');
    podman('rm', container);
    run();
    await waitForHealth(baseUrl);
    const session = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
    const kept = (await session.json()) as { user?: { email?: string } } | null;
    check(
      'a new container on the same volume keeps the account and its session',
      kept?.user?.email === email,
    );
    const again = await post('/api/auth/sign-in/email', { email, password });
    check(`and signs the account in again (got ${again.status})`, again.status === 200);
  } finally {
    try {
      podman('rm', '-f', '-t', '5', container);
    } catch {
      // never created
    }
    try {
      podman('volume', 'rm', '-f', volume);
    } catch {
      // never created
    }
    await smtp.stop();
  }
  console.log(`container smoke: ${passed} passed, 0 failed`);
}

main().catch((error: unknown) => {
  console.error(`[smoke] ${error instanceof Error ? error.message : String(error)}`);
  console.log(`container smoke: ${passed} passed, 1 failed`);
  process.exit(1);
});

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** A signed-in user of a running API, reached over real HTTP. */
export interface HttpUser {
  userId: string;
  email: string;
  password: string;
  token: string;
  /** The address this user's requests come from (X-Forwarded-For; the API runs with TRUST_PROXY=true). */
  clientIp: string;
  headers: Record<string, string>;
}

/** Documentation-range addresses (RFC 5737): only ever written into a header, never contacted. */
export function clientIpFor(index: number): string {
  return `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function newestLink(dataDir: string, email: string, marker: string): string {
  const directory = path.join(dataDir, 'mail');
  const files = fs.existsSync(directory)
    ? fs
        .readdirSync(directory)
        .filter((file) => file.endsWith('.json'))
        .sort()
    : [];
  for (const file of files.reverse()) {
    const mail = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as {
      to: string;
      text: string;
    };
    if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
    const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => candidate.includes(marker));
    if (link) return link;
  }
  throw new Error(`no mail to ${email} with a link containing ${marker} in ${directory}`);
}

/**
 * Signs up through the real endpoints, opens the verification link the console mailer wrote under
 * <dataDir>/mail/, and signs in. `publicUrl` is the origin the API trusts (its PUBLIC_URL).
 */
export async function signUpOverHttp(
  baseUrl: string,
  dataDir: string,
  options: { index: number; publicUrl?: string },
): Promise<HttpUser> {
  const id = crypto.randomBytes(5).toString('hex');
  const email = `load-${options.index}-${id}@example.test`;
  const password = `pw-${id}-secret`;
  const clientIp = clientIpFor(options.index);
  const common = {
    'content-type': 'application/json',
    origin: options.publicUrl ?? baseUrl,
    'x-forwarded-for': clientIp,
  };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: common,
    body: JSON.stringify({ email, password, name: `Load ${options.index}`, callbackURL: '/login' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(newestLink(dataDir, email, '/verify-email'));
  const verify = await fetch(`${baseUrl}${link.pathname}${link.search}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': clientIp },
  });
  if (verify.status >= 400) throw new Error(`verify: ${verify.status} ${await verify.text()}`);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: common,
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error('sign-in returned no bearer token');
  const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
  return {
    userId,
    email,
    password,
    token,
    clientIp,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientIp },
  };
}

/** Signs up `count` users, a few at a time (password hashing is CPU-bound). */
export async function signUpManyOverHttp(
  baseUrl: string,
  dataDir: string,
  count: number,
  options: { publicUrl?: string; concurrency?: number } = {},
): Promise<HttpUser[]> {
  const users: HttpUser[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      users[index] = await signUpOverHttp(baseUrl, dataDir, { index, publicUrl: options.publicUrl });
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, count) }, worker));
  return users;
}

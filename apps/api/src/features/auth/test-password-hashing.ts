import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** better-auth's scrypt settings with a 16x smaller work factor: 2 MB of memory a hash instead of 32. */
const TEST_SCRYPT = { N: 1024, r: 16, p: 1, keyLength: 64 } as const;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      TEST_SCRYPT.keyLength,
      { N: TEST_SCRYPT.N, r: TEST_SCRYPT.r, p: TEST_SCRYPT.p },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * Password hashing for API instances built by the tests themselves (NODE_ENV=test), never for a server:
 * better-auth's scheme and stored form (`salt:key`, scrypt), at a lower cost. Every sign-up, sign-in and
 * password check hashes once; at the default cost each hash maps 32 MB afresh, and on the CI machines a fresh
 * page costs about 10 µs (600-700 hashes a run: about 100 CPU-seconds of the suite's 1,500).
 */
export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const derived = await derive(password, salt);
    return derived.length === expected.length && timingSafeEqual(derived, expected);
  },
};

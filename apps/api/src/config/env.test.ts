import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseUrl).toMatch(/data[\\/]marquee\.db$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.recommenderUrl).toBe('http://127.0.0.1:3001');
  });

  it('names the variable and what is expected when a value is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// URL');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow('REDIS_URL must be a redis:// URL');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'my site {prod}' })).toThrow('REDIS_KEY_PREFIX must be 1-64');
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('marquee:');
  });

  it('reads ALLOWED_ORIGINS as a list of origins and refuses anything that is not one', () => {
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://app.example.com, http://192.168.1.20:8080/' }).allowedOrigins,
    ).toEqual(['https://app.example.com', 'http://192.168.1.20:8080']);
    for (const value of ['app.example.com', 'https://app.example.com/path', 'ftp://x.example', '*'])
      expect(() => loadConfig({ ALLOWED_ORIGINS: value }), value).toThrow(/ALLOWED_ORIGINS must be/);
  });

  it('needs the OpenID Connect issuer, client id and secret together', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://auth.example.com' })).toThrow(
      'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
    const config = loadConfig({
      OIDC_ISSUER_URL: 'https://auth.example.com',
      OIDC_CLIENT_ID: 'marquee',
      OIDC_CLIENT_SECRET: 'secret',
      PASSWORD_SIGNUP: 'false',
    });
    expect(config).toMatchObject({ OIDC_NAME: 'SSO', PASSWORD_SIGNUP: false });
    expect(loadConfig({}).PASSWORD_SIGNUP).toBe(true);
    expect(() => loadConfig({ PASSWORD_SIGNUP: 'no' })).toThrow('PASSWORD_SIGNUP must be true or false');
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://x', SMTP_URL: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});

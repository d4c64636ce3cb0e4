/** Query parameters whose values are credentials: verification and reset tokens, OAuth codes and states. */
const SECRET_PARAMETER = /token|code|state|secret|password|key|signature|ticket/i;
/**
 * Secrets in the path: better-auth's /api/auth/reset-password/<token>, a media server's
 * /api/webhooks/<source>/<secret>, a calendar feed's /api/calendar/<secret>.ics and a watch-together invite link's
 * /api/watch-together/links/<token>.
 */
const TOKEN_IN_PATH =
  /(\/reset-password\/|\/api\/webhooks\/[^/?#]+\/|\/api\/calendar\/(?=[^/?#]+\.ics)|\/api\/watch-together\/links\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/** A request URL as it may be logged: credentials in the path or query are replaced, the rest kept for debugging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    TOKEN_IN_PATH,
    `$1${REDACTED}`,
  );
  if (queryStart === -1) return pathPart;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const name = pair.slice(0, separator);
      return SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** A database or Redis URL as it may be logged: its password and query (which may carry one) left out. */
export function redactConnectionUrl(location: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return location;
  try {
    const url = new URL(location);
    const user = url.username || url.password ? `${url.username}${url.password ? `:${REDACTED}` : ''}@` : '';
    return `${url.protocol}//${user}${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return location.replace(/\/\/[^@/]*@/, `//${REDACTED}@`);
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** An email address as it may be logged: enough for an admin to recognise it, `j***@example.com`. */
export function redactEmail(email: string | undefined): string | undefined {
  if (email === undefined) return undefined;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** pino `redact` paths: credentials under these keys never reach a log line, whoever logs the object. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.clientSecret',
  'password',
  'token',
  'secret',
];

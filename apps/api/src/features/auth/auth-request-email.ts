/** better-call's own test for a JSON body: `application/json` and any `application/...+json`. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * The `email` field of an auth request's body, read as better-auth will read it: JSON, a form post
 * (`application/x-www-form-urlencoded`) or multipart form data, in better-call's order of precedence and with
 * its choice among repeated fields (the last). The limiter counts by it, so a sign-in or a reset request must
 * name the same address here as there, whatever the encoding.
 */
export async function requestEmail(
  contentType: string | undefined,
  body: string | undefined,
): Promise<string | undefined> {
  if (!body) return undefined;
  const type = (contentType ?? '').toLowerCase();
  if (JSON_CONTENT_TYPE.test(type)) return emailOfJson(body);
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData();
      const email = form.getAll('email').at(-1);
      return typeof email === 'string' ? email : undefined;
    } catch {
      // Not a readable form: better-auth refuses it too.
      return undefined;
    }
  }
  return undefined;
}

function emailOfJson(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'email' in parsed && typeof parsed.email === 'string')
      return parsed.email;
  } catch {
    // Not JSON: better-auth answers it.
  }
  return undefined;
}

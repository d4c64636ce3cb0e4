import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@marquee/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { PrimaryButton, TextField } from '../../../components/ui/form-controls.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/use-api-tokens.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { translate, useT, type Message } from '../../../lib/i18n/i18n.ts';
import { apiTokenMessages as m } from '../messages.ts';

const SCOPE_LABELS: Record<ApiTokenScope, Message> = { read: m.readOnly, 'read-write': m.readWrite };
/** What a script sends: code, the same in every language. */
const BEARER_HEADER = 'Authorization: Bearer <token>';
const PANEL = 'rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6';
const dateOf = (iso: string) => formatDateTime(iso);

/** Settings → API tokens: make one (shown once), see when each was last used, revoke. */
export function ApiTokensSection() {
  const t = useT();
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken>();
  return (
    <section aria-labelledby="api-tokens-title" className={PANEL}>
      <h2 id="api-tokens-title" className="text-xl font-semibold">
        {t(m.title)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t(m.introBefore)} <code>{BEARER_HEADER}</code> {t(m.introAfter)}
      </p>
      <div className="mt-5 flex flex-col gap-6">
        <NewTokenForm onCreated={setCreated} />
        {created && (
          <div
            className="rounded-[var(--radius-card)] border border-accent/60 bg-surface-2 p-4"
            role="status"
          >
            <p className="mb-2 text-sm font-medium">{t(m.newToken, { name: created.name })}</p>
            <CopyField label={t(m.newTokenLabel)} value={created.token} />
          </div>
        )}
        {tokens.isPending ? (
          <Spinner label={t(m.loading)} />
        ) : tokens.isError ? (
          <ErrorMessage message={errorText(tokens.error)} />
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted">{t(m.none)}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-hairline" aria-label={t(m.yours)}>
            {tokens.data.map((token) => (
              <TokenItem key={token.token_id} token={token} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NewTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [error, setError] = useState<string>();
  const create = useCreateApiToken();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(translate(m.giveName));
    setError(undefined);
    create.mutate(
      { name, scope },
      {
        onSuccess: (token) => {
          onCreated(token);
          setName('');
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t(m.tokenName)}
        name="token-name"
        maxLength={API_TOKEN_NAME_MAX_LENGTH}
        hint={t(m.tokenNameHint)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t(m.access)}</legend>
        {(Object.keys(SCOPE_LABELS) as ApiTokenScope[]).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="token-scope"
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              className="h-4 w-4 accent-[var(--color-accent)]"
            />
            {t(SCOPE_LABELS[value])}
          </label>
        ))}
      </fieldset>
      <div className="sm:w-56">
        <PrimaryButton pending={create.isPending}>{t(m.create)}</PrimaryButton>
      </div>
    </form>
  );
}

function TokenItem({ token }: { token: ApiToken }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">{token.name}</p>
        <p className="text-sm text-muted">
          {t(SCOPE_LABELS[token.scope])} · <span className="font-mono">{token.token_start}…</span> ·{' '}
          {t(m.created, { date: dateOf(token.created_at) })} ·{' '}
          {token.last_used_at ? t(m.lastUsed, { date: dateOf(token.last_used_at) }) : t(m.neverUsed)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={revoke.isPending}
        className="inline-flex min-h-11 items-center justify-center rounded-[var(--radius-card)] border border-danger px-4 text-sm font-semibold text-danger transition-colors duration-150 hover:bg-danger hover:text-bg disabled:opacity-60"
      >
        {t(m.revoke)}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t(m.revokeTitle)}
          message={t(m.revokeMessage, { name: token.name })}
          confirmLabel={t(m.revoke)}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            revoke.mutate(token.token_id, {
              onSuccess: () => toast.success(translate(m.revoked)),
              onError: (failure) => toast.error(errorText(failure)),
            });
          }}
        />
      )}
    </li>
  );
}

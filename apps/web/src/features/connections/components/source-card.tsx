import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CONNECTION_SOURCE_NAMES, type Connection } from '@marquee/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorText } from '../../../components/ui/error-message.tsx';
import { TextField } from '../../../components/ui/form-controls.tsx';
import {
  browserTimeZone,
  useConnect,
  useRevokeConnection,
  useUpdateConnection,
} from '../api/connections-api.ts';
import { ConnectionLog } from './connection-log.tsx';
import { ACCENT_BUTTON, DANGER_BUTTON, PANEL, SECONDARY_BUTTON } from './panel-styles.ts';
import { setupGuide } from './setup-steps.ts';
import { WebhookAddress } from './webhook-address.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { connectionMessages as m } from '../messages.ts';

/** Only this server user's plays count: a household shares one server. */
function ServerUserFilter({ connection }: { connection: Connection }) {
  const t = useT();
  const [value, setValue] = useState(connection.server_user ?? '');
  const update = useUpdateConnection();
  const name = CONNECTION_SOURCE_NAMES[connection.source];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { source: connection.source, body: { server_user: value } },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.server_user
              ? translate(m.onlyUserNow, { user: saved.server_user })
              : translate(m.everyUserNow),
          ),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label={t(m.onlyPlaysBy)}
          hint={t(m.onlyPlaysByHint, { name })}
          value={value}
          maxLength={100}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className={`${SECONDARY_BUTTON} sm:mb-5`}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
      >
        {t(m.saveFilter)}
      </button>
    </form>
  );
}

/** One media server: how to set it up, its address, rotate and revoke, and its log. */
export function SourceCard({ connection }: { connection: Connection }) {
  const t = useT();
  const titleId = useId();
  const { source } = connection;
  const name = CONNECTION_SOURCE_NAMES[source];
  const guide = setupGuide(source);
  const [freshPath, setFreshPath] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const connect = useConnect();
  const revoke = useRevokeConnection();

  const issueAddress = () => {
    setConfirming(null);
    connect.mutate(
      { source, body: { time_zone: browserTimeZone() } },
      {
        onSuccess: (made) => {
          setFreshPath(made.webhook_path);
          toast.success(translate(connection.connected ? m.newAddressMade : m.connected, { name }));
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  const revokeAddress = () => {
    setConfirming(null);
    revoke.mutate(source, {
      onSuccess: () => {
        setFreshPath(null);
        toast.success(translate(m.disconnected, { name }));
      },
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <section aria-labelledby={titleId} className={`${PANEL} flex flex-col gap-5`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {name}
        </h2>
        <span
          className={`rounded-full border px-3 py-0.5 text-xs font-medium ${
            connection.connected ? 'border-success/50 text-success' : 'border-hairline text-muted'
          }`}
        >
          {connection.connected ? t(m.connectedBadge) : t(m.notConnected)}
        </span>
      </div>

      <div>
        <h3 className="text-base font-semibold">{t(m.setItUp)}</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted">
          {guide.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>

      {connection.connected ? (
        <>
          <WebhookAddress source={source} path={freshPath} hint={connection.secret_hint} />
          <p className="text-sm">
            <span className="font-medium">{t(m.sendATest)} </span>
            <span className="text-muted">{guide.test}</span>
          </p>
          {source !== 'generic' && (
            <ServerUserFilter key={connection.server_user ?? ''} connection={connection} />
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={connect.isPending}
              onClick={() => setConfirming('rotate')}
            >
              {t(m.rotateAddress)}
            </button>
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={revoke.isPending}
              onClick={() => setConfirming('revoke')}
            >
              {t(m.disconnectName, { name })}
            </button>
          </div>
          <ConnectionLog source={source} emptyHint={guide.test} />
        </>
      ) : (
        <div>
          <button
            type="button"
            className={ACCENT_BUTTON}
            disabled={connect.isPending}
            aria-busy={connect.isPending || undefined}
            onClick={issueAddress}
          >
            {t(m.connectName, { name })}
          </button>
        </div>
      )}

      {confirming === 'rotate' && (
        <ConfirmDialog
          title={t(m.rotateTitle, { name })}
          message={t(m.rotateMessage, { name })}
          confirmLabel={t(m.rotateAddress)}
          onConfirm={issueAddress}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === 'revoke' && (
        <ConfirmDialog
          title={t(m.disconnectTitle, { name })}
          message={t(m.disconnectMessage)}
          confirmLabel={t(m.disconnect)}
          danger
          onConfirm={revokeAddress}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

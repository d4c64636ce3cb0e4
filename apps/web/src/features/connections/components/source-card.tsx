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
import { SETUP_GUIDES } from './setup-steps.ts';
import { WebhookAddress } from './webhook-address.tsx';

/** Only this server user's plays count: a household shares one server. */
function ServerUserFilter({ connection }: { connection: Connection }) {
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
              ? `Only ${saved.server_user}'s plays count now`
              : 'Every user’s plays count now',
          ),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <TextField
          label="Only plays by"
          hint={`Your user name in ${name}. Empty: every user of the server.`}
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
        Save filter
      </button>
    </form>
  );
}

/** One media server: how to set it up, its address, rotate and revoke, and its log. */
export function SourceCard({ connection }: { connection: Connection }) {
  const titleId = useId();
  const { source } = connection;
  const name = CONNECTION_SOURCE_NAMES[source];
  const guide = SETUP_GUIDES[source];
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
          toast.success(
            connection.connected
              ? `New ${name} address made: the old one no longer works`
              : `${name} connected`,
          );
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
        toast.success(`${name} disconnected`);
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
          {connection.connected ? 'Connected' : 'Not connected'}
        </span>
      </div>

      <div>
        <h3 className="text-base font-semibold">Set it up</h3>
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
            <span className="font-medium">Send a test: </span>
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
              Rotate address
            </button>
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={revoke.isPending}
              onClick={() => setConfirming('revoke')}
            >
              Disconnect {name}
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
            Connect {name}
          </button>
        </div>
      )}

      {confirming === 'rotate' && (
        <ConfirmDialog
          title={`Rotate the ${name} address?`}
          message={`${name} stops reaching Marquee until you paste the new address into it.`}
          confirmLabel="Rotate address"
          onConfirm={issueAddress}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming === 'revoke' && (
        <ConfirmDialog
          title={`Disconnect ${name}?`}
          message="The address stops working and its log is deleted. Films already logged stay in your diary."
          confirmLabel="Disconnect"
          danger
          onConfirm={revokeAddress}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

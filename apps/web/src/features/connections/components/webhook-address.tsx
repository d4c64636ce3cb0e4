import { Copy } from 'lucide-react';
import { CONNECTION_SOURCE_NAMES, type ConnectionSource } from '@marquee/contracts';
import { AddressCaveat } from '../../../components/ui/address-caveat.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { usePublicAddress } from '../../../lib/use-public-address.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { connectionMessages as m } from '../messages.ts';

/**
 * The connection's address. Right after connecting or rotating, the whole address with a copy button; later only
 * its last characters, since the server keeps nothing but a hash of the secret.
 */
export function WebhookAddress({
  source,
  path,
  hint,
}: {
  source: ConnectionSource;
  path: string | null;
  hint: string | null;
}) {
  const t = useT();
  const name = CONNECTION_SOURCE_NAMES[source];
  const { addressOf, caveat } = usePublicAddress();
  const address = path ? addressOf(path) : null;

  if (!address)
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{t(m.webhookAddress)}</p>
        <p className="break-all font-mono text-sm text-muted">
          {`${addressOf(`/api/webhooks/${source}/`)}…${hint ?? ''}`}
        </p>
        <p className="text-xs text-muted">{t(m.fullAddressShown)}</p>
      </div>
    );

  return (
    <div className="flex flex-col gap-1.5">
      <CopyField
        label={t(m.nameWebhookAddress, { name })}
        showLabel
        value={address}
        description={t(m.shownOnce, { name })}
        button={
          <>
            <Copy size={18} aria-hidden="true" />
            {t(m.copyAddress)}
          </>
        }
        copiedMessage={t(m.addressCopied, { name })}
        failedMessage={t(m.copyFailed)}
      />
      <AddressCaveat caveat={caveat} />
    </div>
  );
}

import toast from 'react-hot-toast';
import type { FederationBlock } from '@marquee/contracts';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useBlock, useBlocks, useUnblock } from '../api/federation-api.ts';
import { federationMessages as m } from '../messages.ts';
import { AddressForm } from './address-form.tsx';
import { FriendsPanel, ROW_BUTTON } from './friends-panel.tsx';

/** Whom the user blocked (people by their actor's address, servers by name), and a field to block more. */
export function BlocksPanel() {
  const t = useT();
  const blocks = useBlocks(true);
  const block = useBlock();
  const unblock = useUnblock();
  const lift = async (entry: FederationBlock) => {
    try {
      await unblock.mutateAsync(entry.block_id);
      toast.success(t(m.unblocked, { target: entry.target }));
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };
  return (
    <FriendsPanel title={t(m.blocks)} hint={t(m.blocksHint)}>
      <div className="flex flex-col gap-4">
        <AddressForm
          label={t(m.blockTarget)}
          hint={t(m.blockTargetHint)}
          placeholder={t(m.blockPlaceholder)}
          button={t(m.block)}
          pending={block.isPending}
          submit={(target) => block.mutateAsync(target)}
          done={(target) => t(m.blocked, { target })}
        />
        {blocks.isError ? (
          <ErrorMessage message={errorText(blocks.error)} className="justify-start" />
        ) : blocks.isPending ? (
          <Spinner label={t(m.loadingFriends)} />
        ) : blocks.data.length === 0 ? (
          <p className="text-sm text-muted">{t(m.noBlocks)}</p>
        ) : (
          <ul aria-label={t(m.blocks)} className="flex flex-col divide-y divide-hairline">
            {blocks.data.map((entry) => (
              <li key={entry.block_id} className="flex items-center justify-between gap-3 py-2">
                <p className="min-w-0 text-sm [overflow-wrap:anywhere]">
                  {entry.target}
                  {entry.kind === 'server' && <span className="ml-2 text-muted">({t(m.wholeServer)})</span>}
                </p>
                <button
                  type="button"
                  disabled={unblock.isPending}
                  aria-label={t(m.unblockTarget, { target: entry.target })}
                  onClick={() => void lift(entry)}
                  className={ROW_BUTTON}
                >
                  {t(m.unblock)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FriendsPanel>
  );
}

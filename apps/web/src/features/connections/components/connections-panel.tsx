import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConnections } from '../api/connections-api.ts';
import { SourceCard } from './source-card.tsx';
import { UnmatchedQueue } from './unmatched-queue.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { connectionMessages as m } from '../messages.ts';

/** Settings → Connections: one card per media server, then the plays waiting for a movie. */
export function ConnectionsPanel() {
  const t = useT();
  const connections = useConnections();
  if (connections.isPending) return <Spinner fullScreen label={t(m.loading)} />;
  if (connections.isError) return <ErrorMessage message={errorText(connections.error)} />;
  return (
    <div className="flex flex-col gap-6">
      {connections.data.map((connection) => (
        <SourceCard key={connection.source} connection={connection} />
      ))}
      <UnmatchedQueue />
    </div>
  );
}

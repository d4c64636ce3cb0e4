import {
  CONNECTION_SOURCE_NAMES,
  CONNECTION_SOURCES,
  type ConnectBody,
  type Connection,
  type ConnectionEvent,
  type ConnectionSource,
  type ConnectionWithSecret,
  type UpdateConnectionBody,
} from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';
import type { ConnectionsDependencies } from './connections.dependencies.ts';
import type { ConnectionRow } from './connections.repository.ts';
import { newWebhookSecret, webhookPath } from './webhook-secret.ts';

type Connections = Pick<ConnectionsDependencies, 'connections'>;

const notConnected = (source: ConnectionSource) =>
  new NotFoundError(`${CONNECTION_SOURCE_NAMES[source]} is not connected`);

function toConnection(source: ConnectionSource, row: ConnectionRow | undefined): Connection {
  return {
    source,
    connected: row !== undefined,
    secret_hint: row?.secret_hint ?? null,
    server_user: row?.server_user ?? null,
    time_zone: row?.time_zone ?? null,
    created_at: row?.created_at ?? null,
    rotated_at: row?.rotated_at ?? null,
    last_event_at: row?.last_event_at ?? null,
  };
}

/** The user's connections, one per source, connected or not. */
export async function listConnections({ connections }: Connections, userId: string): Promise<Connection[]> {
  const rows = await connections.listOwn(userId);
  return CONNECTION_SOURCES.map((source) =>
    toConnection(
      source,
      rows.find((row) => row.source === source),
    ),
  );
}

/** Connects the source or rotates its secret; the new address is in the answer, and only there. */
export async function connectSource(
  { connections }: Connections,
  userId: string,
  source: ConnectionSource,
  body: ConnectBody,
): Promise<ConnectionWithSecret> {
  const { secret, hash, hint } = newWebhookSecret();
  const row = await connections.saveSecret(
    userId,
    source,
    { hash, hint },
    { timeZone: body.time_zone, serverUser: body.server_user ?? undefined },
    new Date().toISOString(),
  );
  return { ...toConnection(source, row), webhook_path: webhookPath(source, secret) };
}

export async function updateConnection(
  { connections }: Connections,
  userId: string,
  source: ConnectionSource,
  body: UpdateConnectionBody,
): Promise<Connection> {
  const row = await connections.updateSettings(userId, source, {
    timeZone: body.time_zone,
    serverUser: body.server_user,
  });
  if (!row) throw notConnected(source);
  return toConnection(source, row);
}

export async function revokeConnection(
  { connections }: Connections,
  userId: string,
  source: ConnectionSource,
): Promise<void> {
  if (!(await connections.remove(userId, source))) throw notConnected(source);
}

/** The connection's last events, newest first. */
export async function connectionLog(
  { connections, deliveries }: Pick<ConnectionsDependencies, 'connections' | 'deliveries'>,
  userId: string,
  source: ConnectionSource,
): Promise<ConnectionEvent[]> {
  const row = await connections.findOwn(userId, source);
  if (!row) throw notConnected(source);
  return deliveries.listEvents(row.connection_id);
}

import type { AppContext } from '../../context.ts';
import { createMarqueeFederation, type MarqueeFederation } from './federation.ts';
import { createFederationRepository, type FederationRepository } from './federation.repository.ts';
import { createFederationService, type FederationService } from './federation.service.ts';

const SOFTWARE_VERSION = '0.1.0';

/** What federation's routes are built from: Fedify's federation (undefined while FEDERATION is off) and our API's service. */
export interface FederationDependencies {
  federation: MarqueeFederation | undefined;
  repository: FederationRepository;
  service: FederationService;
}

export function createFederationDependencies({
  config,
  database,
  catalog,
  log,
}: AppContext): FederationDependencies {
  const repository = createFederationRepository(database.db);
  const federation =
    config.FEDERATION === 'on'
      ? createMarqueeFederation({
          publicUrl: config.publicUrl,
          allowPrivateAddress: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
          repository,
          db: database.db,
          catalog,
          log,
          softwareVersion: SOFTWARE_VERSION,
        })
      : undefined;
  const service = createFederationService({
    federation,
    repository,
    publicUrl: config.publicUrl,
    catalog,
    insecureLookups: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES && config.publicUrl.startsWith('http:'),
    log,
  });
  return { federation, repository, service };
}

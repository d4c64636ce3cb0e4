export type { Catalog, CatalogCache } from './catalog.ts';

export { CatalogUnavailableError, CERTIFICATIONS } from './catalog.ts';
export type {
  Catalog,
  CatalogAvailability,
  CatalogBrowse,
  CatalogCache,
  CatalogFacts,
  CatalogPeople,
  CatalogSearch,
  Certification,
  MeaningMatch,
  MovieFacts,
  MovieFilter,
  PersonMatch,
  RegionalRelease,
  RegionWatchProviders,
  WatchProviderOffer,
} from './catalog.ts';
export type { CatalogMovieRecord } from './movie-record.ts';
export {
  createMovieMatcher,
  loadMovieMatcher,
  type MatchableMovie,
  type MovieMatcher,
  type MovieMatchQuery,
} from './match/movie-matcher.ts';
export { titleKey } from './search/title-normalizer.ts';
export { createLocalCatalog } from './local/local-catalog.ts';
export { ensureCatalogSeeded, type SeedLog, type SeedOptions } from './seed.ts';
export { importDataset, type ImportOptions, type ImportSummary } from './import/importer.ts';
export { createTmdbCatalog, type TmdbCatalog, type TmdbCatalogOptions } from './tmdb/tmdb-catalog.ts';
export { readMovieEmbeddings, decodeVector, type MovieEmbeddings } from './meaning/embeddings.repository.ts';
export { ensureMovieEmbeddings, type EnsureEmbeddingsSummary } from './meaning/ensure-embeddings.ts';
export {
  EMBEDDING_DIMENSIONS,
  EMBEDDING_MODEL,
  embedTexts,
  warmSentenceEncoder,
} from './meaning/sentence-encoder.ts';
export { SearchIndex } from './search/search-index.ts';
export { storyStem, storyWords } from './story/story-words.ts';
export { crewDepartment } from './credits/crew-jobs.ts';

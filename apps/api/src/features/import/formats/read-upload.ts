import { readCsvTable } from './csv-table.ts';
import { isImdbRatingsTable, readImdbRatings } from './imdb.ts';
import { MalformedImportError, type ParsedImport } from './import-records.ts';
import {
  letterboxdFileKind,
  letterboxdFilesLeftOut,
  onlyFilesLeftOut,
  readLetterboxdFile,
  type LetterboxdFileKind,
  type LetterboxdFileRead,
} from './letterboxd.ts';
import { MARQUEE_MANIFEST, readMarqueeExport } from './marquee.ts';
import { applyTextRules } from './text-rules.ts';
import { readTraktFile } from './trakt.ts';
import { inflateZipEntries, listZipEntries, type ZipEntry } from './zip-entries.ts';

/**
 * Recognises an upload from its name and content (a Letterboxd, Trakt or Marquee export zip, an IMDb ratings
 * CSV, one Letterboxd CSV, one Trakt JSON file) and reads every record in it, with the API's text rules
 * applied to every field. Throws MalformedImportError
 * (a 400 naming the file and line) for anything it can't read, ZipLimitError (413) for an archive over the
 * limits; nothing has been written at that point.
 */
export async function readUpload(fileName: string, bytes: Uint8Array): Promise<ParsedImport> {
  return applyTextRules(await readFormats(fileName, bytes));
}

async function readFormats(fileName: string, bytes: Uint8Array): Promise<ParsedImport> {
  if (isZip(bytes)) return readZip(fileName, bytes);
  const text = decodeText(fileName, bytes);
  if (/\.json$/i.test(fileName) || /^\uFEFF?\s*[[{]/.test(text))
    return { source: 'trakt', ...readTraktFile(fileName, text) };
  const leftOut = onlyFilesLeftOut([fileName]);
  if (leftOut) throw new MalformedImportError(fileName, null, leftOut);
  const table = await readCsvTable(fileName, text);
  if (isImdbRatingsTable(table.columns)) return { source: 'imdb', ...readImdbRatings(fileName, table) };
  const kind = letterboxdFileKind(fileName) ?? kindFromColumns(table.columns);
  return { source: 'letterboxd', ...(await readLetterboxdFile(fileName, kind, text)) };
}

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Files of the known formats: Letterboxd's CSVs, our manifest, Trakt's JSON files; nothing else is inflated. */
const isKnownFile = (name: string) =>
  !/(^|\/)(__MACOSX|\.)/.test(name) &&
  (name === MARQUEE_MANIFEST || /\.json$/i.test(name) || letterboxdFileKind(name) !== null);

async function readZip(fileName: string, bytes: Uint8Array): Promise<ParsedImport> {
  const everyEntry = withoutCommonFolder(listZipEntries(fileName, bytes));
  const entries = everyEntry.filter((entry) => isKnownFile(entry.name));
  const names = entries.map((entry) => entry.name).sort();
  const wanted = names.includes(MARQUEE_MANIFEST)
    ? entries.filter((entry) => entry.name === MARQUEE_MANIFEST)
    : entries;
  const files = inflateZipEntries(fileName, bytes, wanted);
  const text = (name: string) => decodeText(name, files.get(name)!);
  const letterboxdFiles = names
    .map((name) => ({ name, kind: letterboxdFileKind(name) }))
    .filter((file): file is { name: string; kind: LetterboxdFileKind } => file.kind !== null);
  const readLetterboxd = async (): Promise<LetterboxdFileRead> => {
    const read: LetterboxdFileRead = {
      records: [],
      skipped: letterboxdFilesLeftOut(everyEntry.map((entry) => entry.name).sort()),
    };
    for (const { name, kind } of letterboxdFiles) {
      const file = await readLetterboxdFile(name, kind, text(name));
      read.records.push(...file.records);
      read.skipped.push(...file.skipped);
    }
    return read;
  };

  if (names.includes(MARQUEE_MANIFEST)) return readMarqueeExport(text(MARQUEE_MANIFEST));
  if (letterboxdFiles.length > 0) return { source: 'letterboxd', ...(await readLetterboxd()) };
  const jsonFiles = names.filter((name) => /\.json$/i.test(name));
  if (jsonFiles.length > 0) {
    const read = jsonFiles.map((name) => readTraktFile(name, text(name)));
    return {
      source: 'trakt',
      records: read.flatMap((file) => file.records),
      skipped: read.flatMap((file) => file.skipped),
    };
  }
  const leftOut = onlyFilesLeftOut(everyEntry.map((entry) => entry.name));
  if (leftOut) throw new MalformedImportError(fileName, null, leftOut);
  throw new MalformedImportError(
    fileName,
    null,
    'no film history found: expected a Letterboxd export (watched.csv, diary.csv, ratings.csv...), a Trakt export (JSON files) or a Marquee export',
  );
}

/**
 * Exports unzipped and zipped again often sit in one folder ("letterboxd-name-2024/diary.csv"); a folder of
 * Letterboxd's own (a zip of only its lists) stays.
 */
function withoutCommonFolder(entries: ZipEntry[]): ZipEntry[] {
  const files = entries.filter((entry) => !entry.name.endsWith('/'));
  const folder = /^[^/]+\//.exec(files[0]?.name ?? '')?.[0];
  if (!folder || /^(lists|likes)\/$/i.test(folder) || !files.every((entry) => entry.name.startsWith(folder)))
    return files;
  return files.map((entry) => ({ ...entry, name: entry.name.slice(folder.length) }));
}

function decodeText(file: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MalformedImportError(file, null, 'not UTF-8 text (export files are UTF-8 CSV or JSON)');
  }
}

function kindFromColumns(columns: string[]): LetterboxdFileKind {
  if (columns.some((name) => /^Watched ?Date$/.test(name))) return 'diary';
  if (columns.includes('Rating') || columns.includes('Rating10')) return 'ratings';
  return 'watched';
}

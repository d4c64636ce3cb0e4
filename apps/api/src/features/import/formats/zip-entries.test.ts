import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { readUpload } from './read-upload.ts';
import { inflateZipEntries, listZipEntries, ZIP_LIMITS, ZipLimitError } from './zip-entries.ts';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

/** Rewrites every entry's declared unpacked size (local and central headers), as a hostile archive does. */
function declaring(zip: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 4 <= bytes.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === LOCAL_HEADER) view.setUint32(at + 22, size, true);
    if (signature === CENTRAL_HEADER) view.setUint32(at + 24, size, true);
  }
  return bytes;
}

/** Memory taken while `run` goes (heap and buffers, sampled after it), in MB. */
async function growthMb(run: () => Promise<unknown>): Promise<number> {
  const used = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  let peak = 0;
  const before = used();
  const timer = setInterval(() => (peak = Math.max(peak, used())), 1);
  await run().catch(() => undefined);
  clearInterval(timer);
  peak = Math.max(peak, used());
  return (peak - before) / 1024 / 1024;
}

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error as Error & { statusCode?: number };
  }
  throw new Error('expected the upload to be refused');
};

describe('reading a zip upload within its limits', () => {
  it(`refuses an archive of more than ${ZIP_LIMITS.maxEntries} files before inflating any`, async () => {
    const files = Object.fromEntries(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, index) => [
        `lists/l${index}.csv`,
        strToU8('Name\nX\n'),
      ]),
    );
    const error = await failure(() => readUpload('letterboxd.zip', zipSync(files, { level: 0 })));
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      `letterboxd.zip: the archive holds more than ${ZIP_LIMITS.maxEntries} files; an export has far fewer`,
    );
  });

  it('stops a bomb whose entry lies about its size at the ratio limit, with memory bounded', async () => {
    const bomb = declaring(zipSync({ 'diary.csv': new Uint8Array(96 * 1024 * 1024) }, { level: 9 }), 120);
    expect(listZipEntries('bomb.zip', bomb)).toHaveLength(1);
    let error: Error | undefined;
    const growth = await growthMb(() =>
      readUpload('bomb.zip', bomb).catch((caught: Error) => {
        error = caught;
        throw caught;
      }),
    );
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error!.message).toBe(
      `bomb.zip: diary.csv inflates more than ${ZIP_LIMITS.maxRatio} times its packed size, which no export does`,
    );
    // The entry holds 96 MB; reading stops after a few. The heap also counts whatever else the process allocated
    // meanwhile (48.1 MB once under CI load on Node 24), so the bound only has to tell a stop from the whole entry.
    expect(growth).toBeLessThan(64);
  });

  it('stops at the total once the real bytes pass it, whatever the entries declare', async () => {
    // Text that packs about 3x (within the ratio limit): only the total can stop it.
    const text = (seed: number) =>
      strToU8(Array.from({ length: 200_000 }, (_, i) => ((i * 7919 + seed) % 9973).toString(36)).join(','));
    const zip = declaring(
      zipSync({ 'diary.csv': text(1), 'ratings.csv': text(2), 'watched.csv': text(3) }),
      10,
    );
    const entries = listZipEntries('big.zip', zip);
    const limits = { ...ZIP_LIMITS, maxTotalBytes: 2 * 1024 * 1024 };
    const error = await failure(async () => inflateZipEntries('big.zip', zip, entries, limits));
    expect(error).toBeInstanceOf(ZipLimitError);
    expect(error.message).toBe('big.zip: the files in the archive come to more than 2 MB unzipped');
    // Within the total, the same archive is read in full, however small its entries claim to be.
    const files = inflateZipEntries('big.zip', zip, entries, { ...ZIP_LIMITS });
    expect([...files.values()].map((file) => file.length)).toEqual(
      [text(1), text(2), text(3)].map((file) => file.length),
    );
  });

  it('inflates only the files of the known formats', async () => {
    const zip = zipSync({
      'diary.csv': strToU8('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n'),
      'profile.csv': strToU8('Date Joined,Username\n'),
      'comments/film.csv': strToU8('x'),
      'notes.txt': strToU8('never read'),
    });
    const read: string[] = [];
    const entries = listZipEntries('export.zip', zip).filter((entry) => entry.name !== 'notes.txt');
    for (const name of inflateZipEntries('export.zip', zip, entries).keys()) read.push(name);
    expect(read.sort()).toEqual(['comments/film.csv', 'diary.csv', 'profile.csv']);
    const parsed = await readUpload('export.zip', zip);
    expect(parsed).toMatchObject({ source: 'letterboxd', records: [] });
  });
});

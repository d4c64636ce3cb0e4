/** A one-line progress bar on a terminal; on a pipe or in CI, a line every tenth of the way. */
export function createProgressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const width = 30;
  let lastDecile = -1;
  return {
    update(done: number) {
      const fraction = total === 0 ? 1 : Math.min(1, done / total);
      if (stream.isTTY) {
        const filled = Math.round(fraction * width);
        stream.write(
          `\r${label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
        );
        if (done >= total) stream.write('\n');
        return;
      }
      const decile = Math.floor(fraction * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        stream.write(`${label} ${Math.round(fraction * 100)}% (${done}/${total})\n`);
      }
    },
  };
}

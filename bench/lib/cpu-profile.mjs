// Loaded with `--import` into a process under test (NODE_OPTIONS refuses --cpu-prof on Node 20): profiles the
// whole process and writes CPU-<pid>.cpuprofile into MARQUEE_CPU_PROF_DIR when it exits.
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector';

const dir = process.env.MARQUEE_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  // An in-thread inspector session answers synchronously, so the profile can be written on exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `CPU-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}

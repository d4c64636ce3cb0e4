// A Vitest reporter for scripts/test-cpu/test-cpu.sh: with one file at a time, the CPU its cgroup used between a
// file's start and end is that file's, its servers' and its browsers' together.
import fs from 'node:fs';

const cgroup = process.env.TEST_CPU_CGROUP;
const output = process.env.TEST_CPU_OUTPUT;
const cpuSeconds = () => Number(fs.readFileSync(`${cgroup}/cpuacct.usage`, 'utf8')) / 1e9;

export default class FileCpuReporter {
  started = new Map();
  onTestModuleStart(testModule) {
    this.started.set(testModule.moduleId, { cpu: cpuSeconds(), at: Date.now() });
  }
  onTestModuleEnd(testModule) {
    const start = this.started.get(testModule.moduleId);
    if (!start) return;
    const cpu = (cpuSeconds() - start.cpu).toFixed(1);
    const wall = ((Date.now() - start.at) / 1000).toFixed(1);
    fs.appendFileSync(output, `${cpu}\t${wall}\t${testModule.moduleId}\n`);
  }
}

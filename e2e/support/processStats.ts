import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Open file descriptors of a process (Linux: the entries of /proc/<pid>/fd). */
export const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}
/** Resident memory now, in MB. */
export const rssMb = (pid: number) => statusKb(pid, 'VmRSS') / 1024;
/** The most resident memory since the last resetPeakRss (or the start), in MB. */
export const peakRssMb = (pid: number) => statusKb(pid, 'VmHWM') / 1024;
/** Sets the peak back to the current resident memory (Linux >= 4.0: "5" to clear_refs). */
export const resetPeakRss = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

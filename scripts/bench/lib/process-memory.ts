// A process's memory as the kernel counts it, for the memory benchmark and the load test. No imports
// beyond Node's own, so that a process measuring itself measures only what it loaded on purpose.
import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  /** Resident set (VmRSS), bytes. */
  rss: number;
  /** The highest resident set so far (VmHWM), bytes. */
  peak: number;
  /** Of the resident set: anonymous memory (heaps, WebAssembly memory) and mapped files (code), bytes. */
  anon: number;
  file: number;
}

/** The memory of process `pid` (/proc/<pid>/status; Linux only). */
export function readProcessMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string): number => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) * 1024;
  };
  return { rss: kib('VmRSS'), peak: kib('VmHWM'), anon: kib('RssAnon'), file: kib('RssFile') };
}

/** Bytes as whole megabytes (MiB), for printing. */
export const mb = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

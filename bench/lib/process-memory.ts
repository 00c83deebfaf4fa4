import fs from 'node:fs'

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    // The process (or one of its threads) ended between listing and reading.
    return ''
  }
}

/** The process and every process it started, however deep (Linux /proc). */
const processTree = (pid: number): number[] => {
  const children = fs
    .readdirSync(`/proc/${pid}/task`, { withFileTypes: true })
    .flatMap((task) => read(`/proc/${pid}/task/${task.name}/children`).split(' '))
    .filter(Boolean)
    .map(Number)
  return [pid, ...children.flatMap(processTree)]
}

const vmRssBytes = (pid: number) => {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(read(`/proc/${pid}/status`))?.[1]
  return kib ? Number(kib) * 1024 : 0
}

/** Resident memory of a process and its children, in MB (10^6 bytes, as the budgets count). */
export const treeRssMb = (pid: number) =>
  processTree(pid).reduce((sum, member) => sum + vmRssBytes(member), 0) / 1e6

/** Samples a process tree's resident memory every `everyMs` until stopped; returns the peak. */
export const samplePeakRss = (pid: number, everyMs = 100) => {
  let peak = treeRssMb(pid)
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return Math.max(peak, treeRssMb(pid))
    },
  }
}

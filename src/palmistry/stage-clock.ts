// CPU time per stage of a palm reading, for the benchmark's breakdown. Process CPU (all threads, so
// libvips' decoding and encoding count too): wall time on a shared machine says little.

/** Charges the CPU used since the previous call (or since the clock was made) to `stage`. */
export type StageClock = (stage: string) => void;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A clock adding CPU milliseconds per stage into `into`. */
export function stageClock(into: Record<string, number>): StageClock {
  let last = cpuMs();
  return (stage) => {
    const now = cpuMs();
    into[stage] = (into[stage] ?? 0) + now - last;
    last = now;
  };
}

/** The clock that records nothing, when nobody asked. */
export const noClock: StageClock = () => undefined;

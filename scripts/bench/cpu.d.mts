/** The ids of the workerd processes this Node process started (children or grandchildren). */
export function workerdChildren(): Promise<number[]>;
/** CPU milliseconds (user + system) the process has used so far, over all its threads. */
export function cpuMs(pid: number): Promise<number>;

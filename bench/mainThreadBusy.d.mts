/** Types of bench/mainThreadBusy.mjs, for its test. */
export declare const TRACE_CATEGORIES: string[];
export declare const CLOCK_MARK: string;
export declare function busyTime(trace: unknown): ((fromMs: number, toMs: number) => number) & {
  toTrace: (ms: number) => number;
  forced: (fromMs: number, toMs: number) => { layouts: number; styles: number };
};

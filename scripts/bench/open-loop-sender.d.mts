// The types of open-loop-sender.mjs (plain JavaScript: the worker thread starts without a TypeScript loader).
// A request as sent: its JSON body already a string.
export type SentRequest = { method: "GET" | "POST"; path: string; body?: string };

export type SenderJob = {
  origin: string;
  rate: number;
  headers: Record<string, string>;
  requests: SentRequest[]; // sent in order, one every 1 / rate seconds
  maxConnections: number;
  timeoutMs: number;
};

export type SenderResult = {
  sent: number;
  completed: number;
  failures: number; // no answer: connection error or timeout
  statuses: [status: number, count: number][]; // how many answers had each status
  p50: number;
  p95: number;
  p99: number;
  max: number;
  loopMaxMs: number; // the sender thread's own event-loop delay over the run: how late a 1 ms timer fired
  nice?: number; // the nice value the sender thread ran at (set when it runs in its worker thread)
};

export function requestsDue(elapsedMs: number, rate: number, total: number): number;

export function sendAtRate(job: SenderJob): Promise<SenderResult>;

// Asks for a nice value for the calling thread only; returns the value it runs at (the old one when refused).
export function prioritizeThisThread(nice: number): number;

// Closes the connection pools kept between jobs.
export function closePools(): Promise<void>;

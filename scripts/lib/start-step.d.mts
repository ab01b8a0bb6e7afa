// The types of start-step.mjs (plain JavaScript: scripts/start.mjs imports it before anything is built).
export const START_STEP_PATTERN: RegExp;
export function startStep(name: string): void;

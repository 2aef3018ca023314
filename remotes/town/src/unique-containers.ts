/** The job-listing widget fills this container; editors sometimes paste it twice (spec: trimmed to one). */
export const UNIQUE_CONTAINERS = ['stellenportal'] as const;

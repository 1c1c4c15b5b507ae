/**
 * Write limits per member, counted in the database (rate_limits) so they hold across instances.
 * A fixed window of `windowMs` opens at the first write; at most `max` writes fit in it.
 */
export const writeLimits = {
  /** Comments on articles and tasks. */
  comment: { max: 10, windowMs: 60_000 },
  /** Images sent to POST /api/uploads (and project covers). */
  upload: { max: 30, windowMs: 3_600_000 },
  /** Project, member and join-request writes. */
  project: { max: 60, windowMs: 60_000 },
  /** Task writes (creation, changes, deletion). */
  task: { max: 120, windowMs: 60_000 },
} as const;

export type WriteLimitArea = keyof typeof writeLimits;
export type WriteLimit = { max: number; windowMs: number };

/** Storage quota per member: the bytes of the images they sent (kept ones and those not yet removed). */
export const uploadQuotaBytes = 100 * 1024 * 1024;

/** How long an image nothing references is kept before removal. */
export const unreferencedUploadTtlMs = 24 * 60 * 60 * 1000;

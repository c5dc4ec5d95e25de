import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHANGED_MEANWHILE } from '@olympiad/shared/schemas';
import { preconditionFailed } from './problem.js';

/**
 * Optimistic concurrency of the edit forms. A team and a person carry a version that every edit
 * raises by one, in the statement that changes the row. A read gives it (`version`, and an ETag
 * where one record is answered); a write may send it back as If-Match, and when the record has
 * moved on meanwhile the write answers 412 and changes nothing. The check is made on the row
 * locked for the write, so of many writes sent with one version exactly one succeeds. A write
 * without If-Match (the specification's own calls) is not checked: the last one wins, as before.
 */

/** The versions an If-Match accepts; null when there is no condition (absent, empty or `*`). */
export type ExpectedVersions = readonly number[] | null;

/** A version as a strong entity tag. */
const versionTag = (version: number) => `"${version}"`;

/**
 * The versions named by an If-Match header. A weak tag or anything not written by versionTag
 * names no version: it matches nothing, so the write answers 412 (RFC 9110's strong comparison).
 */
function expectedVersions(header: string | undefined): ExpectedVersions {
  const tags = (header ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (!tags.length || tags.includes('*')) return null;
  return tags.flatMap((tag) => {
    const match = /^"(\d{1,9})"$/.exec(tag);
    return match ? [Number(match[1])] : [];
  });
}

export const ifMatch = (request: FastifyRequest): ExpectedVersions => {
  const header = request.headers['if-match'];
  return expectedVersions(Array.isArray(header) ? header.join(',') : header);
};

/** Throws the 412 when the record's current version is not one the write was sent for. */
export function assertVersion(expected: ExpectedVersions, current: number): void {
  if (expected && !expected.includes(current)) throw preconditionFailed(CHANGED_MEANWHILE);
}

/** The value of a version column an edit sets: one more than the stored one. */
export const nextVersion = (column: AnyColumn): SQL<number> => sql<number>`${column} + 1`;

/** Answers an edited record with its new version as the ETag. */
export function withVersionTag<T extends { version?: number | undefined }>(reply: FastifyReply, record: T): T {
  if (record.version !== undefined) reply.header('etag', versionTag(record.version));
  return record;
}

import { MAX_CSV_BYTES } from '@olympiad/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { fieldError, HttpProblem } from '../../lib/problem.js';

const TOO_LARGE = `The file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB.`;
/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * The CSV file of the form field `file`, at most MAX_CSV_BYTES. A request announcing a larger
 * body is refused before it is read; a larger file is cut off at the limit, so one upload never
 * holds the server for long.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_CSV_BYTES + MULTIPART_OVERHEAD) throw new HttpProblem(413, TOO_LARGE);
  if (!request.isMultipart()) throw fieldError('file', 'Send the CSV file as form data in the field file.');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw fieldError('file', 'Send the CSV file as form data in the field file.');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpProblem(413, TOO_LARGE);
    throw error;
  }
}

import assert from 'node:assert/strict';
import { pbkdf2, randomBytes, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { generatePassword, hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword } from '../../src/lib/password.js';
import { createScryptLane } from '../../src/lib/scrypt-lane.js';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    assert.notEqual(first, second);
    assert.match(first, /^scrypt\$/);
    assert.ok(!first.includes('correct horse'));
    assert.equal(await verifyPassword('correct horse', first), true);
    assert.equal(await verifyPassword('wrong horse', first), false);
    assert.equal(await verifyPassword('x', 'not-a-hash'), false);
  });

  it("hashes at OWASP's scrypt cost by default, and asks for a rehash of cheaper hashes", async () => {
    const hash = await hashPassword('owasp cost');
    assert.match(hash, /^scrypt\$131072\$8\$1\$/);
    assert.deepEqual(OWASP_SCRYPT, { N: 131072, r: 8, p: 1 });
    assert.equal(needsRehash(hash), false);
    assert.equal(needsRehash(await hashPassword('old cost', { N: 16384, r: 8, p: 1 })), true);
    assert.equal(needsRehash('garbage'), true);
  });

  it('generates long random passwords', () => {
    const password = generatePassword();
    assert.ok(password.length >= 16);
    assert.notEqual(password, generatePassword());
  });
});

describe('the hashing lane', () => {
  it('computes the same keys as scrypt itself, never more than its bound at a time, the rest waiting', async () => {
    const lane = createScryptLane(2);
    const options = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
    const jobs = Array.from({ length: 6 }, (_, index) => ({
      password: `password ${index}`,
      salt: randomBytes(16),
      keyLength: 64,
      options,
    }));
    const keys = jobs.map((job) =>
      lane.derive(job).then((key) => {
        assert.ok(lane.activity().running <= 2, JSON.stringify(lane.activity()));
        return key;
      }),
    );
    assert.deepEqual(lane.activity(), { size: 2, running: 2, waiting: 4 });
    const derived = await Promise.all(keys);
    jobs.forEach((job, index) => assert.deepEqual(derived[index], scryptSync(job.password, job.salt, job.keyLength, options)));
    assert.deepEqual(lane.activity(), { size: 2, running: 0, waiting: 0 });
  });

  it("leaves libuv's thread pool to the rest of the server while hashes queue (sharp, compression, files, SCRAM)", async () => {
    // More hashes at OWASP's cost than the pool has threads: computed there, they would hold
    // every thread for hundreds of milliseconds each.
    let hashed = 0;
    const hashes = Array.from({ length: 5 }, () => hashPassword('queued login', OWASP_SCRYPT).then(() => (hashed += 1)));
    await Promise.all([
      promisify(pbkdf2)('thread pool', 'salt', 1, 32, 'sha256'),
      promisify(gzip)('thread pool'),
      readFile(fileURLToPath(import.meta.url)),
    ]);
    assert.equal(hashed, 0, 'the thread pool answered only once a hash had let a thread go');
    await Promise.all(hashes);
  });

  it('runs the hashes at a lower CPU priority than the event loop', async () => {
    // The nineteenth field of a thread's stat is its nice value.
    const niceOf = (stat: string) => Number(readFileSync(stat, 'utf8').split(') ')[1]!.split(' ')[16]);
    const hashing = hashPassword('niceness', OWASP_SCRYPT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const threads = readdirSync('/proc/self/task').map((task) => niceOf(`/proc/self/task/${task}/stat`));
    assert.ok(threads.includes(10), threads.join(','));
    assert.equal(niceOf('/proc/thread-self/stat'), 0, 'the event loop keeps its priority');
    await hashing;
  });
});

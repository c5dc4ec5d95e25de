import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatePassword, hashPassword, needsRehash, OWASP_SCRYPT, verifyPassword } from '../../src/lib/password.js';

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

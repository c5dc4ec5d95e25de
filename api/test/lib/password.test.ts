import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatePassword, hashPassword, verifyPassword } from '../../src/lib/password.js';

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

  it('generates long random passwords', () => {
    const password = generatePassword();
    assert.ok(password.length >= 16);
    assert.notEqual(password, generatePassword());
  });
});

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { freshPostgresDatabase } from '../helper.js';

describe('the PostgreSQL server of the tests that need one', () => {
  it('gives each caller its own empty database on a server that takes several clients', async () => {
    const [first, second] = await Promise.all([freshPostgresDatabase(), freshPostgresDatabase()]);
    after(() => Promise.all([first.drop(), second.drop()]));
    assert.notEqual(first.options.url, second.options.url);
    const clients = [new pg.Client(first.options.url), new pg.Client(first.options.url)];
    await Promise.all(clients.map((client) => client.connect()));
    await clients[0]!.query('CREATE TABLE shared_note (text text)');
    await clients[0]!.query("INSERT INTO shared_note VALUES ('seen by the other client')");
    const { rows } = await clients[1]!.query<{ text: string }>('SELECT text FROM shared_note');
    assert.deepEqual(rows, [{ text: 'seen by the other client' }]);
    await Promise.all(clients.map((client) => client.end()));
  });
});

import { messageQueryOf, pageCount, withPage, withStatus } from '../message-filters';

describe('messageQueryOf', () => {
  it('keeps a known status, drops an unknown one, and starts at page 1', () => {
    expect(messageQueryOf(new URLSearchParams('status=failed&page=3'))).toEqual({ status: 'failed', page: 3 });
    expect(messageQueryOf(new URLSearchParams('status=lost&page=-2'))).toEqual({ page: 1 });
  });
});

describe('withStatus and withPage', () => {
  it('sets or removes the status on the first page, and moves to another page', () => {
    const search = new URLSearchParams('status=sent&page=4');
    expect(withStatus(search, 'failed').toString()).toBe('status=failed');
    expect(withStatus(search, '').toString()).toBe('');
    expect(withPage(search, 2).toString()).toBe('status=sent&page=2');
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

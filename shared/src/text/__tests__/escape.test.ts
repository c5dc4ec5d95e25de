import { escapeMarkup } from '../escape';

describe('escapeMarkup', () => {
  it('escapes what would end a text or a quoted attribute, and nothing else', () => {
    expect(escapeMarkup(`<b class="x">Tom & Jerry's</b>`)).toBe('&#60;b class=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/b&#62;');
    expect(escapeMarkup('Ōno — plain')).toBe('Ōno — plain');
  });
});

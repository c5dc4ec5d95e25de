/** @jest-environment node */
import { contestUrl, LoginForm } from '@olympiad/shared';
import { Heading } from '@olympiad/shared/plain-ui';
import { drawPage } from '../draw-page';

const contest = {
  id: 'c1',
  name: 'International Junior Olympiad in Informatics 2025',
  shortName: 'IJOI 2025',
  contactEmail: 'contact@example.org',
};

function PublicSite() {
  return (
    <Heading as="h1" size="3xl">
      The page itself
    </Heading>
  );
}

describe('drawPage', () => {
  it('draws the frame and the remote page, from the reads, as a visitor sees them', async () => {
    const html = await drawPage({
      url: '/',
      reads: { [contestUrl()]: contest },
      remotes: { 'public-site': { default: PublicSite } },
    });
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain('>IJOI 2025</a>');
    expect(html).toContain('>Login</a>');
    expect(html).not.toContain('Logout');
    // Inside the remote's boundary, complete, so that the browser can take it over in place.
    expect(html).toMatch(/<main id="main"[^>]*><!--\$--><h1[^>]*>The page itself<\/h1><!--\/\$--><\/main>/);
    expect(html).toContain('contact@example.org');
    // Styled by class names from the apps' stylesheets: no style is computed for the page.
    expect(html).not.toContain('<style');
  });

  it('marks the current page in the navigation', async () => {
    const html = await drawPage({
      url: '/teams',
      reads: { [contestUrl()]: contest },
      remotes: { 'public-site': { default: PublicSite } },
    });
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/teams"/);
  });

  it('draws the login form whole, its controls disabled until the browser has taken it over', async () => {
    const html = await drawPage({
      url: '/',
      reads: { [contestUrl()]: contest },
      remotes: { 'public-site': { default: () => <LoginForm /> } },
    });
    // Before the handlers are attached, Log in would send the password in the address.
    expect(html).toMatch(/<form[^>]*aria-label="Log in"[^>]*><fieldset disabled=""/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Log in/);
    expect(html).not.toContain('Loading the login form');
  });
});

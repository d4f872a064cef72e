import { describe, expect, it } from 'vitest';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, sendForm } from './support/landing-requests';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(apiTargets)('the analytics tag on landing pages on $name', (target) => {
  const context = useLandingApp(target, { configOverrides: { gaMeasurementId: 'G-TEST123' } });

  const visit = (url: string, headers: Record<string, string> = {}) =>
    context.current.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME, ...headers } });

  it('names GA_MEASUREMENT_ID to the page script under the pixel consent, and says so on the consent bar', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    await sendForm(app, user, formFields({ slug: 'measured' }), { image: coverImage() });

    const asked = (await visit('/landing/measured')).body;
    expect(asked).toContain('data-consent="ask" data-ga-id="G-TEST123"');
    expect(asked).toContain('This page uses the Meta pixel and Google Analytics (cookies)');

    const declined = (await visit('/landing/measured', { cookie: 'cookie_consent=declined' })).body;
    expect(declined).not.toContain('data-ga-id');

    const script = (await visit('/landing/_assets/landing-page.js')).body;
    expect(script).toContain("'landing_click'");
  });
});

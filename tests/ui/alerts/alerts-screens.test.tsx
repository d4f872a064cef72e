import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeAlertsGateway } from '@adapters/fake/fake-alerts-gateway';
import { AlertsGateway } from '@domain/ports/browser/alerts-gateway';
import { ArtistPage } from '../../../src/features/items/artist/artist-page';
import { TrackPage } from '../../../src/features/items/track/track-page';
import { renderAt } from '../items/support/render-page';
import { DEMO_USER, renderApp } from '../support/render-app';

const menu = () => screen.getByRole('navigation', { name: 'Main' });

describe('Alerts screens', { timeout: 30_000 }, () => {
  it('shows the unread count beside the menu’s Alerts link, and the inbox clears it', async () => {
    await renderApp('/alerts', { signedInAs: DEMO_USER });
    const link = await within(menu()).findByRole('link', { name: 'Alerts, 2 unread' });
    expect(link.getAttribute('href')).toBe('/alerts');
    expect(await screen.findByRole('heading', { name: 'Alerts', level: 1 })).toBeTruthy();
    const inbox = await screen.findByRole('list', { name: 'Alerts, newest first' });
    const items = within(inbox)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === inbox);
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Unusual move');
    expect(items[0]?.textContent).toContain('Webhook: failed: The receiver answered 500.');
    expect(items[0]?.textContent).toContain('Email: queued for the digest');
    expect(within(inbox).getByRole('link', { name: 'Aurora Vale' }).getAttribute('href')).toBe(
      `/artist/${ARTIST_IDS.aurora}`,
    );
    expect(document.title).toBe('Alerts | Chartpulse');
    // Each alert says when, to the minute, not only the day.
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC$/);
    fireEvent.change(screen.getByLabelText('Read state'), { target: { value: 'unread' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Alerts, newest first' }))
          .getAllByRole('listitem')
          .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Alerts, newest first'),
      ).toHaveLength(2),
    );
    fireEvent.change(screen.getByLabelText('Read state'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByText(/^3 alerts, 2 unread in all\./)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(menu()).getByRole('link', { name: 'Alerts' })).toBeTruthy());
    expect(screen.queryByText('New')).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says so when there are no alerts yet', async () => {
    const { container } = await renderApp('/dashboard', { signedInAs: DEMO_USER });
    container.rebind(AlertsGateway).toConstantValue(new FakeAlertsGateway({ inbox: [] }));
    fireEvent.click(await within(menu()).findByRole('link', { name: /^Alerts/ }));
    expect(await screen.findByText(/No alerts yet\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('sends a test alert from My Account and says why it failed', async () => {
    await renderApp('/my-account', { signedInAs: DEMO_USER });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    // Email off, Telegram not linked, no webhook: the summary promises no channel and says why.
    const summary = await within(section).findByText(/^Alerts for .* reach your inbox only: /);
    expect(summary.textContent).toContain('Telegram: not linked — link it in My Account');
    expect(summary.textContent).toContain('Email: off — turn on email notifications in My Account');
    expect(summary.textContent).not.toMatch(/at once/);
    // SPEC's parts stay: the settings Save, the checkboxes and the Telegram link.
    expect(screen.getByRole('button', { name: 'Link Telegram' })).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Send a test alert by email' }));
    expect(
      await within(section).findByText('Email test alert failed: Email notifications are off in My Account.'),
    ).toBeTruthy();
    expect(within(section).getByText(/^Email alerts are off/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Email me when my tracked items change'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings updated successfully!');
    await waitFor(() => expect(within(section).queryByText(/^Email alerts are off/)).toBeNull());
    fireEvent.click(within(section).getByRole('button', { name: 'Send a test alert by email' }));
    expect(await within(section).findByText('Email test alert sent.')).toBeTruthy();
    // Email is on now: the summary names it, and still says why Telegram will not deliver.
    expect(
      await within(section).findByText(
        /, by email at once; not by Telegram: not linked — link it in My Account/,
      ),
    ).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Send a test alert by telegram' }));
    expect(
      await within(section).findByText('Telegram test alert failed: Telegram is not linked.'),
    ).toBeTruthy();
  });

  it('edits the default rule with labelled controls and saves it', async () => {
    await renderApp('/my-account', { signedInAs: DEMO_USER });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    const save = await within(section).findByRole('button', { name: 'Save alert rule' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(section).getByLabelText(/A fixed-size move/));
    fireEvent.click(within(section).getByLabelText('High'));
    expect(
      within(section).getByText(
        'A day’s change of 3× the item’s typical daily variation or more counts as unusual.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Telegram'), { target: { value: 'weekly' } });
    fireEvent.click(save);
    expect(await within(section).findByText('Your alert rule was saved.')).toBeTruthy();
    // Telegram is not linked: the saved rule's sentence does not promise it.
    expect(within(section).queryByText(/Telegram in a weekly digest/)).toBeNull();
    expect(within(section).getByText(/Telegram: not linked — link it in My Account/)).toBeTruthy();
  });

  it('asks before leaving My Account with an unsaved alert rule, and not once it is saved', async () => {
    const { router } = await renderApp('/my-account', { signedInAs: DEMO_USER });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    fireEvent.click(await within(section).findByLabelText('Low'));
    fireEvent.click(within(menu()).getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You have unsaved changes! Are you sure you want to leave?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(within(section).getByRole('button', { name: 'Save alert rule' }));
    await within(section).findByText('Your alert rule was saved.');
    // The section tells the page in an effect: let React finish before the next click.
    await act(async () => undefined);
    fireEvent.click(within(menu()).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('adds a webhook and shows its secret once', async () => {
    await renderApp('/my-account', { signedInAs: DEMO_USER });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(section).findByText(/WEBHOOK_ALLOW_PRIVATE is off/)).toBeTruthy();
    fireEvent.change(await within(section).findByLabelText('Webhook URL (https)'), {
      target: { value: 'https://example.com/hook' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Add webhook' }));
    expect(await within(section).findByText(/it will not be shown again/)).toBeTruthy();
    expect(within(section).getByTestId('webhook-secret').textContent).toMatch(/^whsec_/);
    fireEvent.click(within(section).getByRole('button', { name: 'I have saved it' }));
    expect(within(section).queryByTestId('webhook-secret')).toBeNull();
    expect(within(section).getByText('https://example.com/hook')).toBeTruthy();
  });

  it('offers http:// in the webhook form when the server says the operator allows it', async () => {
    const alerts = new FakeAlertsGateway();
    alerts.webhookPolicy = { allow_http: true, allow_private: true };
    const { container, router } = await renderApp('/dashboard', { signedInAs: DEMO_USER });
    container.rebind(AlertsGateway).toConstantValue(alerts);
    await act(() => router.navigate('/my-account'));
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(await within(section).findByText(/WEBHOOK_ALLOW_HTTP is on/)).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Webhook URL (https or http)'), {
      target: { value: 'http://192.168.1.20:8080/hook' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Add webhook' }));
    expect(await within(section).findByText(/it will not be shown again/)).toBeTruthy();
  });

  it('offers on an item page only the events its kind raises', async () => {
    const alerts = new FakeAlertsGateway();
    renderAt('/track/:id', `/track/${TRACK_IDS.glacier}`, <TrackPage />, { signedIn: true, alerts });
    const track = await screen.findByRole('button', { name: 'Track' });
    await waitFor(() => expect((track as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(track);
    const control = await screen.findByRole('group', { name: 'Alerts for this item' }, { timeout: 10_000 });
    fireEvent.click(await within(control).findByRole('button', { name: 'Set a custom rule' }));
    expect(within(control).getByLabelText('Big move')).toBeTruthy();
    expect(within(control).getByLabelText('Placed on a likely botted playlist')).toBeTruthy();
    expect(within(control).queryByLabelText('Milestone')).toBeNull();
    expect(within(control).queryByLabelText('Verdict changed')).toBeNull();
    expect(within(control).queryByLabelText('New anomaly')).toBeNull();
    // The sentence, too, speaks only of a track's events.
    expect(within(control).getAllByText(/^(You are alerted to|Alerts for) /)[0]?.textContent).not.toMatch(
      /milestone|verdict/,
    );
  });

  it('gives a tracked item its own rule, then back to the default', async () => {
    const alerts = new FakeAlertsGateway();
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.northLights}`, <ArtistPage />, { signedIn: true, alerts });
    const track = await screen.findByRole('button', { name: 'Track' });
    await waitFor(() => expect((track as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('group', { name: 'Alerts for this item' })).toBeNull();
    fireEvent.click(track);
    const control = await screen.findByRole('group', { name: 'Alerts for this item' });
    expect(await within(control).findByText('Uses your default rule.')).toBeTruthy();
    fireEvent.click(within(control).getByRole('button', { name: 'Set a custom rule' }));
    fireEvent.click(within(control).getByLabelText('Big move'));
    fireEvent.change(within(control).getByLabelText('Email'), { target: { value: 'weekly' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Save for this item' }));
    expect(await within(control).findByText('Custom rule.')).toBeTruthy();
    expect(within(control).getByText(/email in a weekly digest/)).toBeTruthy();
    fireEvent.click(within(control).getByRole('button', { name: 'Use my default rule' }));
    expect(await within(control).findByText('Uses your default rule.')).toBeTruthy();
    const stored = await alerts.itemRule('artist', ARTIST_IDS.northLights);
    expect(stored.ok && stored.value.overridden).toBe(false);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp } from '../support/render-app';

describe('/admin on the fake backend', () => {
  it('lists users with their columns, and deletes one after the confirmation', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const table = await screen.findByRole('table', { name: /^Users, page/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['User ID', 'Email', 'Verified', 'Role', 'Created', 'Tracked items', 'Delete']);
    expect(within(table).getByText('listener5@example.com')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Delete user 2' })).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'Delete user 5' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you wish to delete user 5?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toContain('User 5 deleted.');
    await waitFor(() => expect(screen.queryByText('listener5@example.com')).toBeNull());
  });

  it('shows the data sources: what each service gives this installation, and its calls', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const panel = (await screen.findByRole('heading', { name: 'Data sources' })).closest('section')!;
    const demo = await within(panel).findByRole('article', { name: 'Demo catalog' });
    expect(within(demo).getByText('Artist followers').nextElementSibling?.textContent).toBe('Given');
    expect(within(demo).getAllByText('Given')).toHaveLength(5);
    expect(within(demo).getByText(/Calls today: 0 \(0 failed\)/)).toBeTruthy();
  });

  it('pages through many users', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    await screen.findByText('listener25@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('listener26@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows what is watched because visitors opened it, its cost against the budget, and the pause switch', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const panel = (await screen.findByRole('heading', { name: 'Watched items' })).closest('section')!;
    expect(await within(panel).findByText(/^On: what visitors open is read daily for 30 days/)).toBeTruthy();
    expect(
      within(panel).getByText('2 of 2,000 items · 2 of 5,000 readings today · 3 this month'),
    ).toBeTruthy();
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Viral Hits 2024', 'Playlist', 'Spotify', '29/11/2026', '2', '2', '29/11/2026'],
      ['Aurora Vale', 'Artist', 'Spotify', '28/11/2026', '1', '1', '29/11/2026'],
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause watching' }));
    expect(await within(panel).findByText(/^Paused by an admin/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Resume watching' })).toBeTruthy();
  });
});

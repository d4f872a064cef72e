import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp } from '../support/render-app';

describe('/admin on the fake backend', () => {
  it('lists users with their columns, and deletes one after the confirmation', async () => {
    await renderApp('/admin', { signedInAs: DEMO_ADMIN });
    const table = await screen.findByRole('table');
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
});

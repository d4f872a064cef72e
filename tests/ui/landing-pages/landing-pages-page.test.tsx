import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, renderApp } from '../support/render-app';

describe('/landing-pages on the fake backend', () => {
  it('lists the pages with View in a new tab, Edit, Delete and the clicks per service', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    const card = (await screen.findByRole('heading', { name: 'Midnight Signals — out now' })).closest('li')!;
    const view = within(card).getByRole('link', { name: /View/ });
    expect(view.getAttribute('href')).toBe('/landing/demo-release');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('demo-release')).toBeTruthy();
    expect(within(card).getByText('01/05/2024')).toBeTruthy();
    const totals = await within(card).findByRole('list', { name: /per service/ });
    expect(within(totals).getByText('129')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /Delete/ }));
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        'Are you sure you want to delete this landing page? This action cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('toggles the form to edit, and shows the MP4 fallback input only for a WebM video', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    expect(await screen.findByRole('heading', { name: 'Create a landing page' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Midnight Signals — out now' }));
    expect(screen.getByRole('heading', { name: 'Edit “demo-release”' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Midnight Signals — out now');
    expect(screen.getByText('Total: 100%')).toBeTruthy();

    const video = screen.getByRole('group', { name: 'Video' });
    fireEvent.click(within(video).getByLabelText('Upload a new file'));
    expect(screen.queryByRole('group', { name: 'MP4 fallback video' })).toBeNull();
    const webm = new File([new Uint8Array(10)], 'clip.webm', { type: 'video/webm' });
    fireEvent.change(within(video).getByLabelText('Video file'), { target: { files: [webm] } });
    expect(screen.getByRole('group', { name: 'MP4 fallback video' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the marked fields above.');
    const fallback = screen.getByRole('group', { name: 'MP4 fallback video' });
    expect(within(fallback).getByText('Please provide an MP4 fallback video for WebM format')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Create a landing page' })).toBeTruthy());
  });
});

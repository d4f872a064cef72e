import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER, renderApp } from '../support/render-app';
import { expectNoFieldError, expectTiedToError } from '../support/field-errors';

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create landing page' }));
const imageFile = () => within(screen.getByRole('group', { name: 'Image' })).getByLabelText('Image file');

describe('landing-page form: errors tied to their fields', () => {
  it('ties each check to the fields or rows it is about, and unties them once the page is created', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    await screen.findByRole('heading', { name: 'Create a landing page' });
    for (const label of ['Slug', 'Title', 'Meta Pixel ID']) expectNoFieldError(field(label));

    type('Title', 'Launch');
    create();
    await screen.findByRole('alert');
    expectTiedToError(field('Slug'), 'Slug, title and Meta Pixel ID are required');
    expectTiedToError(field('Meta Pixel ID'), 'Slug, title and Meta Pixel ID are required');
    expectNoFieldError(field('Title'));

    type('Slug', 'Bad Slug');
    type('Meta Pixel ID', '1234567890');
    create();
    await waitFor(() =>
      expectTiedToError(field('Slug'), 'Slug may contain only lowercase letters, digits and hyphens'),
    );
    expectNoFieldError(field('Meta Pixel ID'));

    type('Slug', 'tied-fields');
    create();
    await waitFor(() => expectTiedToError(imageFile(), 'Please choose an existing image or upload one'));
    expectNoFieldError(field('Slug'));

    const png = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
    fireEvent.change(imageFile(), { target: { files: [png] } });
    type('Spotify URI 1', `spotify:track:${'a'.repeat(22)}`);
    type('Proportion 1 (%)', '50');
    create();
    await waitFor(() =>
      expectTiedToError(field('Proportion 1 (%)'), 'Spotify URI proportions must sum to 100'),
    );
    expectNoFieldError(imageFile());
    expectNoFieldError(field('Spotify URI 1'));

    type('Proportion 1 (%)', '100');
    type('Apple Music link 1', 'https://example.com/album');
    create();
    await waitFor(() =>
      expectTiedToError(
        field('Apple Music link 1'),
        'Apple Music links must be https://music.apple.com/… URLs',
      ),
    );
    expectNoFieldError(field('Proportion 1 (%)'));

    type('Apple Music link 1', '');
    create();
    await screen.findByText('Landing page "Launch" created');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    for (const label of ['Slug', 'Title', 'Meta Pixel ID', 'Apple Music link 1', 'Proportion 1 (%)']) {
      expectNoFieldError(field(label));
    }
  });

  it('ties a missing MP4 fallback to its source choice until one is made, then to its input', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Midnight Signals — out now' }));
    const video = screen.getByRole('group', { name: 'Video' });
    fireEvent.click(within(video).getByLabelText('Upload a new file'));
    const webm = new File([new Uint8Array(10)], 'clip.webm', { type: 'video/webm' });
    fireEvent.change(within(video).getByLabelText('Video file'), { target: { files: [webm] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alert');
    const fallback = within(screen.getByRole('group', { name: 'MP4 fallback video' }));
    const message = 'Please provide an MP4 fallback video for WebM format';
    for (const choice of fallback.getAllByRole('radio')) expectTiedToError(choice, message);
    expectNoFieldError(within(video).getByLabelText('Video file'));

    fireEvent.click(fallback.getByLabelText('From your files'));
    const library = fallback.getByRole('combobox');
    expectTiedToError(library, message);
    for (const choice of fallback.getAllByRole('radio')) expectNoFieldError(choice);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expectNoFieldError(library);
  });
});

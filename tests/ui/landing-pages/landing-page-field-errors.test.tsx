import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  LANDING_APPLE_MUSIC_URL_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_FIELD_REQUIRED_MESSAGES,
  LANDING_REQUIRED_FIELDS_MESSAGE,
} from '@domain/landing';
import { DEMO_USER, renderApp } from '../support/render-app';
import { expectNoFieldError, expectTiedToError } from '../support/field-errors';

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create landing page' }));
const imageGroup = () => within(screen.getByRole('group', { name: 'Image' }));
const imageFile = () => imageGroup().getByLabelText('Image file');
const SUMMARY = 'Please correct the marked fields above.';

/** The error is shown right beside its field: in its row, its media fieldset or its own field box. */
function expectBeside(error: HTMLElement, field: HTMLElement): void {
  const holder = field.closest('.url-row') ?? field.closest('fieldset') ?? field.closest('.field');
  expect(holder?.contains(error)).toBe(true);
}

describe('landing-page form: every error beside its field, at once', () => {
  it('shows each check beside its field together, and clears each as soon as its field changes', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    await screen.findByRole('heading', { name: 'Create a landing page' });
    for (const label of ['Slug', 'Title', 'Meta Pixel ID']) expectNoFieldError(field(label));

    type('Apple Music link 1', 'https://example.com/album');
    create();
    expect((await screen.findByRole('alert')).textContent).toBe(SUMMARY);
    // One rule, said once under each empty field and naming it (not one sentence three times).
    for (const [label, message] of [
      ['Slug', LANDING_FIELD_REQUIRED_MESSAGES.slug],
      ['Title', LANDING_FIELD_REQUIRED_MESSAGES.title],
      ['Meta Pixel ID', LANDING_FIELD_REQUIRED_MESSAGES.metaPixelId],
    ] as const) {
      expectBeside(expectTiedToError(field(label), message), field(label));
    }
    expect(screen.queryAllByText(LANDING_REQUIRED_FIELDS_MESSAGE)).toHaveLength(0);
    expectBeside(expectTiedToError(imageFile(), LANDING_IMAGE_REQUIRED_MESSAGE), imageFile());
    expectBeside(
      expectTiedToError(field('Apple Music link 1'), LANDING_APPLE_MUSIC_URL_MESSAGE),
      field('Apple Music link 1'),
    );
    // The keyboard starts at the first refused field.
    await waitFor(() => expect(document.activeElement).toBe(field('Slug')));

    type('Meta Pixel ID', '1234567890');
    expectNoFieldError(field('Meta Pixel ID'));
    expectTiedToError(field('Title'), LANDING_FIELD_REQUIRED_MESSAGES.title);
    // The title suggests the slug, which clears the slug's error with the title's.
    type('Title', 'Summer Launch');
    expect((field('Slug') as HTMLInputElement).value).toBe('summer-launch');
    expectNoFieldError(field('Title'));
    expectNoFieldError(field('Slug'));
    type('Apple Music link 1', '');
    expectNoFieldError(field('Apple Music link 1'));
    const png = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
    fireEvent.change(imageFile(), { target: { files: [png] } });
    expectNoFieldError(imageFile());
    expect(screen.queryByText(SUMMARY)).toBeNull();
    expect(screen.queryByText(LANDING_REQUIRED_FIELDS_MESSAGE)).toBeNull();
    expect(screen.queryByText(LANDING_FIELD_REQUIRED_MESSAGES.title)).toBeNull();

    type('Spotify URI 1', `spotify:track:${'a'.repeat(22)}`);
    expect(screen.getByText('Total: 100%')).toBeTruthy();
    type('Proportion 1 (%)', '50');
    create();
    await waitFor(() => expectTiedToError(field('Proportion 1 (%)'), LANDING_PROPORTIONS_MESSAGE));
    expectNoFieldError(field('Spotify URI 1'));
    type('Proportion 1 (%)', '100');
    expectNoFieldError(field('Proportion 1 (%)'));

    create();
    await screen.findByText('Landing page "Summer Launch" created');
    for (const label of ['Slug', 'Title', 'Meta Pixel ID', 'Apple Music link 1', 'Proportion 1 (%)']) {
      expectNoFieldError(field(label));
    }
  });

  it('ties a missing MP4 fallback to its source choice, and a choice clears it', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Midnight Signals — out now' }));
    const video = screen.getByRole('group', { name: 'Video' });
    fireEvent.click(within(video).getByLabelText('Upload a new file'));
    const webm = new File([new Uint8Array(10)], 'clip.webm', { type: 'video/webm' });
    fireEvent.change(within(video).getByLabelText('Video file'), { target: { files: [webm] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alert');
    const fallback = within(screen.getByRole('group', { name: 'MP4 fallback video' }));
    for (const choice of fallback.getAllByRole('radio')) {
      expectTiedToError(choice, LANDING_FALLBACK_REQUIRED_MESSAGE);
    }
    expectNoFieldError(within(video).getByLabelText('Video file'));

    fireEvent.click(fallback.getByLabelText('From your files'));
    for (const choice of fallback.getAllByRole('radio')) expectNoFieldError(choice);
    expectNoFieldError(fallback.getByRole('combobox'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('landing-page form: the rest of a new form', () => {
  it('starts with no proportion, so the total reads 0% beside an empty box', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    await screen.findByRole('heading', { name: 'Create a landing page' });
    expect((field('Proportion 1 (%)') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Total: 0%')).toBeTruthy();
  });

  it('shows library images as thumbnails with their alt text, and picks one by its thumbnail', async () => {
    await renderApp('/landing-pages', { signedInAs: DEMO_USER });
    await screen.findByRole('heading', { name: 'Create a landing page' });
    fireEvent.click(imageGroup().getByLabelText('From your files'));
    const grid = await screen.findByRole('radiogroup', { name: 'Image from your files' });
    const thumbnail = within(grid).getByRole('img', { name: /^Image 1, uploaded 01\/05\/2024$/ });
    expect(thumbnail.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const choice = within(grid).getByRole('radio', { name: /Image 1, uploaded/ });
    expect((choice as HTMLInputElement).checked).toBe(false);
    fireEvent.click(choice);
    expect((choice as HTMLInputElement).checked).toBe(true);
  });
});

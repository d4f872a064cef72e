import { describe, expect, it, vi } from 'vitest';
import { FakeSiteGateway } from '@adapters/fake/fake-site-gateway';
import {
  CONTACT_FAILED,
  CONTACT_FIELDS_REQUIRED,
  CONTACT_SENT,
  ContactViewModel,
} from '../../../src/features/info/contact/contact-view-model';

function filled(vm: ContactViewModel, email = 'fan@example.com') {
  vm.setEmail(email);
  vm.setSubject('Missing artist');
  vm.setMessage('Please add my favourite band.');
}

describe('ContactViewModel on the fake site gateway', () => {
  it('requires every field, then a valid email, before sending', async () => {
    const site = new FakeSiteGateway();
    const vm = new ContactViewModel(site);
    await vm.submit();
    expect(vm.outcome).toEqual({ kind: 'error', text: CONTACT_FIELDS_REQUIRED });
    filled(vm, 'not-an-email');
    await vm.submit();
    expect(vm.outcome).toEqual({ kind: 'error', text: 'Please enter a valid email address.' });
    expect(site.sentMessages).toHaveLength(0);
  });

  it('sends the message with the hidden country and clears the form', async () => {
    const site = new FakeSiteGateway({ location: { country: 'FR', subdivision: null } });
    const vm = new ContactViewModel(site);
    await vm.loadCountry();
    filled(vm);
    await vm.submit();
    expect(site.sentMessages).toEqual([
      {
        email: 'fan@example.com',
        subject: 'Missing artist',
        body: 'Please add my favourite band.',
        country: 'FR',
      },
    ]);
    expect(vm.outcome).toEqual({ kind: 'success', text: CONTACT_SENT });
    expect(vm.email).toBe('');
    expect(vm.isSending).toBe(false);
  });

  it('sends an empty country when the location is unknown', async () => {
    const site = new FakeSiteGateway({ location: { country: null, subdivision: null } });
    const vm = new ContactViewModel(site);
    await vm.loadCountry();
    filled(vm);
    await vm.submit();
    expect(site.sentMessages[0]?.country).toBe('');
  });

  it('keeps the text and says so when sending fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vm = new ContactViewModel(new FakeSiteGateway({ failContact: true }));
    filled(vm);
    await vm.submit();
    expect(vm.outcome).toEqual({ kind: 'error', text: CONTACT_FAILED });
    expect(vm.message).toBe('Please add my favourite band.');
    log.mockRestore();
  });
});

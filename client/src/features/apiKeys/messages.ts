import { defineMessage, defineMessages } from 'react-intl';

export const apiKeysMessages = defineMessages({
  title: { id: 'apiKeys.title', defaultMessage: 'API keys' },
  intro: {
    id: 'apiKeys.intro',
    defaultMessage:
      'Your applications use these keys to read the job graph through our API. Send a key in the X-Api-Key header of every request; requests with a key get a larger allowance than anonymous ones.',
  },
  partnersOnly: {
    id: 'apiKeys.partnersOnly',
    defaultMessage: 'API keys are for partners: employers with a company profile, and administrators.',
  },
  backToDashboard: { id: 'apiKeys.backToDashboard', defaultMessage: 'Back to your dashboard' },
  yourKeys: { id: 'apiKeys.yourKeys', defaultMessage: 'Your keys' },
  empty: { id: 'apiKeys.empty', defaultMessage: 'You have no API keys yet.' },
  loadMore: { id: 'apiKeys.loadMore', defaultMessage: 'Show more keys' },
  loadingMore: { id: 'apiKeys.loadingMore', defaultMessage: 'Loading…' },
});

export const createApiKeyMessages = defineMessages({
  title: { id: 'apiKeys.create.title', defaultMessage: 'Create a key' },
  name: { id: 'apiKeys.create.name', defaultMessage: 'Key name' },
  nameHint: {
    id: 'apiKeys.create.nameHint',
    defaultMessage: 'Where the key will be used, e.g. “Website job feed”. Only you see it.',
  },
  submit: { id: 'apiKeys.create.submit', defaultMessage: 'Create key' },
  submitting: { id: 'apiKeys.create.submitting', defaultMessage: 'Creating…' },
  error: { id: 'apiKeys.create.error', defaultMessage: 'The key could not be created. Please try again.' },
  API_KEY_LIMIT_REACHED: defineMessage<{ max: string }>({
    id: 'apiKeys.create.API_KEY_LIMIT_REACHED',
    defaultMessage: 'You already have {max} active keys. Revoke one you no longer use to create another.',
  }),
});

export const newApiKeyMessages = defineMessages({
  title: defineMessage<{ name: string }>({
    id: 'apiKeys.new.title',
    defaultMessage: 'Your new key: “{name}”',
  }),
  warning: {
    id: 'apiKeys.new.warning',
    defaultMessage:
      'Copy this key now and keep it somewhere safe. It will not be shown again: if you lose it, revoke it and create a new one.',
  },
  secretLabel: { id: 'apiKeys.new.secretLabel', defaultMessage: 'API key' },
  copy: { id: 'apiKeys.new.copy', defaultMessage: 'Copy key' },
  copied: { id: 'apiKeys.new.copied', defaultMessage: 'Copied' },
  copiedToast: { id: 'apiKeys.new.copiedToast', defaultMessage: 'The key was copied to the clipboard.' },
  copyFailed: {
    id: 'apiKeys.new.copyFailed',
    defaultMessage: 'The key could not be copied. Select it and copy it yourself.',
  },
  done: { id: 'apiKeys.new.done', defaultMessage: 'I have saved it' },
});

export const apiKeyMessages = defineMessages({
  active: { id: 'apiKeys.key.active', defaultMessage: 'Active' },
  revoked: { id: 'apiKeys.key.revoked', defaultMessage: 'Revoked' },
  prefix: { id: 'apiKeys.key.prefix', defaultMessage: 'Starts with:' },
  prefixValue: defineMessage<{ prefix: string }>({
    id: 'apiKeys.key.prefixValue',
    defaultMessage: '{prefix}…',
  }),
  created: { id: 'apiKeys.key.created', defaultMessage: 'Created:' },
  lastUsed: { id: 'apiKeys.key.lastUsed', defaultMessage: 'Last used:' },
  neverUsed: { id: 'apiKeys.key.neverUsed', defaultMessage: 'Never' },
  revokedAt: { id: 'apiKeys.key.revokedAt', defaultMessage: 'Revoked:' },
});

export const apiKeyUsageMessages = defineMessages({
  summary: defineMessage<{ days: string; requests: number; limited: number }>({
    id: 'apiKeys.usage.summary',
    defaultMessage:
      'Last {days} days: {requests, plural, one {# request served} other {# requests served}}, {limited, plural, =0 {none refused} one {# refused for the limit} other {# refused for the limit}}',
  }),
  none: defineMessage<{ days: string }>({
    id: 'apiKeys.usage.none',
    defaultMessage: 'No requests in the last {days} days.',
  }),
  bar: defineMessage<{ day: string; requests: string; limited: string }>({
    id: 'apiKeys.usage.bar',
    defaultMessage: '{day}: {requests} served, {limited} refused',
  }),
  details: { id: 'apiKeys.usage.details', defaultMessage: 'Requests per day' },
  caption: {
    id: 'apiKeys.usage.caption',
    defaultMessage: 'Days with requests, by UTC day; the others had none.',
  },
  day: { id: 'apiKeys.usage.day', defaultMessage: 'Day' },
  served: { id: 'apiKeys.usage.served', defaultMessage: 'Served' },
  limited: { id: 'apiKeys.usage.limited', defaultMessage: 'Refused' },
});

export const revokeApiKeyMessages = defineMessages({
  revoke: { id: 'apiKeys.revoke.revoke', defaultMessage: 'Revoke' },
  revokeLabel: defineMessage<{ name: string }>({
    id: 'apiKeys.revoke.revokeLabel',
    defaultMessage: 'Revoke the key “{name}”',
  }),
  title: { id: 'apiKeys.revoke.title', defaultMessage: 'Revoke this key?' },
  message: defineMessage<{ name: string }>({
    id: 'apiKeys.revoke.message',
    defaultMessage:
      'Applications using “{name}” will be refused within a few seconds. A revoked key cannot be used again.',
  }),
  confirm: { id: 'apiKeys.revoke.confirm', defaultMessage: 'Revoke the key' },
  cancel: { id: 'apiKeys.revoke.cancel', defaultMessage: 'Keep it' },
  revoking: { id: 'apiKeys.revoke.revoking', defaultMessage: 'Revoking…' },
  done: { id: 'apiKeys.revoke.done', defaultMessage: 'The key was revoked.' },
  error: { id: 'apiKeys.revoke.error', defaultMessage: 'The key could not be revoked. Please try again.' },
});

export const apiKeyFieldErrorMessages = defineMessages({
  API_KEY_NAME_REQUIRED: { id: 'fieldError.API_KEY_NAME_REQUIRED', defaultMessage: 'Please name the key.' },
  API_KEY_NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'fieldError.API_KEY_NAME_TOO_LONG',
    defaultMessage: 'The key name can be at most {max} characters long.',
  }),
});

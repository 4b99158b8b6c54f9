import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in' },
  intro: {
    id: 'login.intro',
    defaultMessage: 'Sign in to apply for jobs, take tests and keep your messages in one place.',
  },
  googleHeading: { id: 'login.google.heading', defaultMessage: 'Sign in with Google' },
  googleNotConfigured: {
    id: 'login.google.notConfigured',
    defaultMessage: 'Google sign-in is not configured on this site yet.',
  },
  googleLoading: { id: 'login.google.loading', defaultMessage: 'Connecting to Google…' },
  googleConnectionError: {
    id: 'login.google.connectionError',
    defaultMessage: 'Could not connect to the Google service. Please check your connection and try again.',
  },
  googleButtonNotFound: {
    id: 'login.google.buttonNotFound',
    defaultMessage: 'The Google sign-in button was not found. Please refresh the page.',
  },
  refresh: { id: 'login.refresh', defaultMessage: 'Refresh the page' },
  loginError: { id: 'login.error', defaultMessage: 'Sign-in failed. Please try again.' },
  signingIn: { id: 'login.signingIn', defaultMessage: 'Signing you in…' },
  devHeading: { id: 'login.dev.heading', defaultMessage: 'Development sign-in' },
  devNotice: {
    id: 'login.dev.notice',
    defaultMessage: 'Only on development installations: sign in as a demo user without Google.',
  },
  devAccounts: { id: 'login.dev.accounts', defaultMessage: 'Demo users' },
  devNewUser: { id: 'login.dev.newUser', defaultMessage: 'New user' },
  devNewUserHint: {
    id: 'login.dev.newUserHint',
    defaultMessage: 'A fresh account that still has to complete registration',
  },
  alreadySignedIn: defineMessage<{ name: string }>({
    id: 'login.alreadySignedIn',
    defaultMessage: 'You are already signed in as {name}.',
  }),
  goToDashboard: { id: 'login.goToDashboard', defaultMessage: 'Go to your dashboard' },
});

export const googleErrorMessages = defineMessages({
  NOT_CONFIGURED: {
    id: 'login.googleError.NOT_CONFIGURED',
    defaultMessage: 'Google sign-in is not configured on this site yet.',
  },
  INVALID_CREDENTIAL: {
    id: 'login.googleError.INVALID_CREDENTIAL',
    defaultMessage: 'Google could not confirm your sign-in. Please try again.',
  },
  EXPIRED: {
    id: 'login.googleError.EXPIRED',
    defaultMessage: 'Your Google sign-in has expired. Please try again.',
  },
  EMAIL_NOT_VERIFIED: {
    id: 'login.googleError.EMAIL_NOT_VERIFIED',
    defaultMessage: 'Your Google e-mail address is not verified. Verify it with Google, then try again.',
  },
});

export const registrationMessages = defineMessages({
  title: { id: 'registration.title', defaultMessage: 'Complete your registration' },
  intro: {
    id: 'registration.intro',
    defaultMessage: 'One last step: tell us your full name as employers should see it.',
  },
  fullName: { id: 'registration.fullName', defaultMessage: 'Full name' },
  acceptTerms: {
    id: 'registration.acceptTerms',
    defaultMessage: 'I have read the terms of use and accept them',
  },
  readTerms: defineMessage<{ version: string; date: string }>({
    id: 'registration.readTerms',
    defaultMessage: 'Read the terms of use (version {version}, {date})',
  }),
  submit: { id: 'registration.submit', defaultMessage: 'Complete registration' },
  submitting: { id: 'registration.submitting', defaultMessage: 'Saving…' },
  error: { id: 'registration.error', defaultMessage: 'Registration failed. Please try again.' },
  done: { id: 'registration.done', defaultMessage: 'Welcome! Your registration is complete.' },
});

/** The codes of the shared validation rules (@platform/rules), as the client and the server both report them. */
export const fieldErrorMessages = defineMessages({
  FULL_NAME_REQUIRED: { id: 'fieldError.FULL_NAME_REQUIRED', defaultMessage: 'Please enter your full name.' },
  FULL_NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'fieldError.FULL_NAME_TOO_LONG',
    defaultMessage: 'The full name can be at most {max} characters long.',
  }),
  TERMS_NOT_ACCEPTED: {
    id: 'fieldError.TERMS_NOT_ACCEPTED',
    defaultMessage: 'Please accept the terms of use to register.',
  },
  TERMS_OUTDATED: {
    id: 'fieldError.TERMS_OUTDATED',
    defaultMessage:
      'The terms of use have changed. Please reload the page, read the new version and accept it.',
  },
  LANGUAGE_INVALID: {
    id: 'fieldError.LANGUAGE_INVALID',
    defaultMessage: 'Choose Persian, English or Azerbaijani.',
  },
  URL_INVALID: {
    id: 'fieldError.URL_INVALID',
    defaultMessage: 'Enter a complete web address starting with https://',
  },
  COMPANY_NAME_TOO_SHORT: defineMessage<{ min: string }>({
    id: 'fieldError.COMPANY_NAME_TOO_SHORT',
    defaultMessage: 'The company name needs at least {min} characters.',
  }),
  COMPANY_NAME_TOO_LONG: defineMessage<{ max: string }>({
    id: 'fieldError.COMPANY_NAME_TOO_LONG',
    defaultMessage: 'The company name can be at most {max} characters long.',
  }),
  ABOUT_TOO_LONG: defineMessage<{ max: string }>({
    id: 'fieldError.ABOUT_TOO_LONG',
    defaultMessage: 'The description can be at most {max} characters long.',
  }),
  UPLOAD_INVALID: {
    id: 'fieldError.UPLOAD_INVALID',
    defaultMessage: 'This image could not be used. Choose it again.',
  },
  UPLOAD_EXPIRED: {
    id: 'fieldError.UPLOAD_EXPIRED',
    defaultMessage: 'The upload has expired. Choose the image again.',
  },
  UPLOAD_NOT_YOURS: {
    id: 'fieldError.UPLOAD_NOT_YOURS',
    defaultMessage: 'This upload belongs to another account. Choose the image again.',
  },
});

export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard' },
  greeting: defineMessage<{ name: string }>({
    id: 'dashboard.greeting',
    defaultMessage: 'Hello, {name}!',
  }),
  intro: { id: 'dashboard.intro', defaultMessage: 'Everything about your account, in one place.' },
  sections: { id: 'dashboard.sections', defaultMessage: 'Your account' },
});

export const roleMessages = defineMessages({
  JOB_SEEKER: { id: 'role.JOB_SEEKER', defaultMessage: 'Job seeker' },
  EMPLOYER: { id: 'role.EMPLOYER', defaultMessage: 'Employer' },
  COLLABORATOR: { id: 'role.COLLABORATOR', defaultMessage: 'Collaborator' },
  ADMIN: { id: 'role.ADMIN', defaultMessage: 'Administrator' },
});

export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Your profile' },
  personal: { id: 'profile.personal', defaultMessage: 'Personal information' },
  fullName: { id: 'profile.fullName', defaultMessage: 'Full name' },
  email: { id: 'profile.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'profile.emailHint',
    defaultMessage: 'Comes from your Google account and cannot be changed here.',
  },
  noEmail: { id: 'profile.noEmail', defaultMessage: 'No e-mail address' },
  avatar: { id: 'profile.avatar', defaultMessage: 'Profile photo' },
  language: { id: 'profile.language', defaultMessage: 'Preferred language' },
  languageHint: {
    id: 'profile.languageHint',
    defaultMessage: 'The language we use for you, including in the e-mails we send you.',
  },
  roles: { id: 'profile.roles', defaultMessage: 'Roles' },
  noRoles: { id: 'profile.noRoles', defaultMessage: 'No role yet' },
  save: { id: 'profile.save', defaultMessage: 'Save changes' },
  saving: { id: 'profile.saving', defaultMessage: 'Saving…' },
  saved: { id: 'profile.saved', defaultMessage: 'Your profile has been saved.' },
  saveError: {
    id: 'profile.saveError',
    defaultMessage: 'Your changes could not be saved. Please try again.',
  },
  fixErrors: { id: 'profile.fixErrors', defaultMessage: 'Please correct the marked fields.' },
});

export const sessionMessages = defineMessages({
  title: { id: 'sessions.title', defaultMessage: 'Signed-in devices' },
  intro: {
    id: 'sessions.intro',
    defaultMessage: 'Browsers where your account is signed in. Sign out the ones you do not recognise.',
  },
  current: { id: 'sessions.current', defaultMessage: 'This device' },
  unknownDevice: { id: 'sessions.unknownDevice', defaultMessage: 'Unknown device' },
  device: defineMessage<{ browser: string; system: string }>({
    id: 'sessions.device',
    defaultMessage: '{browser} on {system}',
  }),
  signedIn: defineMessage<{ date: string }>({
    id: 'sessions.signedIn',
    defaultMessage: 'Signed in: {date}',
  }),
  lastUsed: defineMessage<{ date: string }>({
    id: 'sessions.lastUsed',
    defaultMessage: 'Last active: {date}',
  }),
  expires: defineMessage<{ date: string }>({ id: 'sessions.expires', defaultMessage: 'Expires: {date}' }),
  revoke: { id: 'sessions.revoke', defaultMessage: 'Sign out this device' },
  revoked: { id: 'sessions.revoked', defaultMessage: 'The device has been signed out.' },
  revokeError: {
    id: 'sessions.revokeError',
    defaultMessage: 'The device could not be signed out. Please try again.',
  },
});

export const companyMessages = defineMessages({
  title: { id: 'company.title', defaultMessage: 'Company profile' },
  intro: {
    id: 'company.intro',
    defaultMessage: 'Job seekers see this next to the jobs your company posts.',
  },
  name: { id: 'company.name', defaultMessage: 'Company name' },
  website: { id: 'company.website', defaultMessage: 'Website' },
  logo: { id: 'company.logo', defaultMessage: 'Company logo' },
  about: { id: 'company.about', defaultMessage: 'About the company' },
  save: { id: 'company.save', defaultMessage: 'Save company profile' },
  saved: { id: 'company.saved', defaultMessage: 'The company profile has been saved.' },
  saveError: {
    id: 'company.saveError',
    defaultMessage: 'The company profile could not be saved. Please try again.',
  },
});

/** The image picker of the profile photo and the company logo. */
export const imageMessages = defineMessages({
  choose: { id: 'image.choose', defaultMessage: 'Choose an image' },
  change: { id: 'image.change', defaultMessage: 'Change image' },
  remove: { id: 'image.remove', defaultMessage: 'Remove image' },
  uploading: { id: 'image.uploading', defaultMessage: 'Uploading the image' },
  ready: { id: 'image.ready', defaultMessage: 'The new image is ready. Save to apply it.' },
  willRemove: { id: 'image.willRemove', defaultMessage: 'The image will be removed when you save.' },
  hint: defineMessage<{ size: string; side: string }>({
    id: 'image.hint',
    defaultMessage:
      'PNG, JPEG, WebP, GIF or AVIF, up to {size}. It is scaled down to at most {side} pixels, and metadata such as the location is removed.',
  }),
});

/** Why an upload failed, by the code the upload endpoint answered (NETWORK: no answer at all). */
export const imageErrorMessages = defineMessages({
  PAYLOAD_TOO_LARGE: defineMessage<{ size: string }>({
    id: 'imageError.PAYLOAD_TOO_LARGE',
    defaultMessage: 'This file is too large. Choose an image of at most {size}.',
  }),
  IMAGE_DIMENSIONS_TOO_LARGE: {
    id: 'imageError.IMAGE_DIMENSIONS_TOO_LARGE',
    defaultMessage: 'This image has too many pixels. Choose a smaller image.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'imageError.UNSUPPORTED_MEDIA_TYPE',
    defaultMessage: 'This file is not an image we accept. Choose a PNG, JPEG, WebP, GIF or AVIF image.',
  },
  BAD_IMAGE: {
    id: 'imageError.BAD_IMAGE',
    defaultMessage: 'This image is damaged and cannot be read. Try another file.',
  },
  SIGNED_OUT: {
    id: 'imageError.SIGNED_OUT',
    defaultMessage: 'Your session has ended. Sign in again, then upload the image.',
  },
  FORBIDDEN: {
    id: 'imageError.FORBIDDEN',
    defaultMessage: 'Complete your registration before uploading images.',
  },
  FAILED: {
    id: 'imageError.FAILED',
    defaultMessage: 'The image could not be uploaded. Check your connection and try again.',
  },
});

import { defineMessages } from 'react-intl';

/** The collaborator profile's card on the dashboard. */
export const collaboratorsNavigationMessages = defineMessages({
  profile: { id: 'collaboratorsNav.profile', defaultMessage: 'Collaborator profile' },
  profileHint: {
    id: 'collaboratorsNav.profileHint',
    defaultMessage: 'Publish your freelance profile in the collaborators directory',
  },
});

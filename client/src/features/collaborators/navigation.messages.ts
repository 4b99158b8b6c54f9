import { defineMessages } from 'react-intl';

/** The collaborator profile's card on the dashboard, and the admins' card of every profile. */
export const collaboratorsNavigationMessages = defineMessages({
  profile: { id: 'collaboratorsNav.profile', defaultMessage: 'Collaborator profile' },
  profileHint: {
    id: 'collaboratorsNav.profileHint',
    defaultMessage: 'Publish your freelance profile in the collaborators directory',
  },
  requests: { id: 'collaboratorsNav.requests', defaultMessage: 'Contact requests' },
  requestsHint: {
    id: 'collaboratorsNav.requestsHint',
    defaultMessage: 'Requests to work with you, and those you sent to collaborators',
  },
  admin: { id: 'collaboratorsNav.admin', defaultMessage: 'Collaborators’ profiles' },
  adminHint: {
    id: 'collaboratorsNav.adminHint',
    defaultMessage: 'Every profile in any state; suspend one with a reason',
  },
  talentPool: { id: 'collaboratorsNav.talentPool', defaultMessage: 'Talent pool' },
  talentPoolHint: {
    id: 'collaboratorsNav.talentPoolHint',
    defaultMessage: 'Find evaluated résumés and ask people to talk',
  },
});

import { defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  invalid: { id: 'fieldError.INVALID', defaultMessage: 'This value is not valid.' },
});

/**
 * @generated SignedSource<<b16b877f6e77b62f45f1e8622b670c0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegistrationForm_user$data = {
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly " $fragmentType": "RegistrationForm_user";
};
export type RegistrationForm_user$key = {
  readonly " $data"?: RegistrationForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrationForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrationForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fe261f518a57f04378aaeea1afe81eda";

export default node;

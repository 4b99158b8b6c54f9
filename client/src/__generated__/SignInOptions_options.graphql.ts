/**
 * @generated SignedSource<<13e983f11bf5dab2ad91461cbbcfb699>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInOptions_options$data = {
  readonly devSignIn: boolean;
  readonly googleClientId: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DevSignIn_options">;
  readonly " $fragmentType": "SignInOptions_options";
};
export type SignInOptions_options$key = {
  readonly " $data"?: SignInOptions_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignInOptions_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignInOptions_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "googleClientId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "devSignIn",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DevSignIn_options"
    }
  ],
  "type": "SignInOptions",
  "abstractKey": null
};

(node as any).hash = "090e71e41d13cce2fe43d0d843c91d73";

export default node;

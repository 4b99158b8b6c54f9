/**
 * @generated SignedSource<<9a9f7fc22cbf02ca4d372f1e3af96d0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TermsNotice_viewer$data = {
  readonly registered: boolean | null | undefined;
  readonly termsAccepted: {
    readonly version: number;
  } | null | undefined;
  readonly " $fragmentType": "TermsNotice_viewer";
};
export type TermsNotice_viewer$key = {
  readonly " $data"?: TermsNotice_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TermsNotice_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TermsNotice_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TermsAcceptance",
      "kind": "LinkedField",
      "name": "termsAccepted",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d8af214081920ebc8fe072d2141a1b0c";

export default node;

/**
 * @generated SignedSource<<e23638742afdb738233d1f7520d9cad0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApplicationForm_viewer$data = {
  readonly displayName: string;
  readonly email: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly " $fragmentType": "ApplicationForm_viewer";
};
export type ApplicationForm_viewer$key = {
  readonly " $data"?: ApplicationForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplicationForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplicationForm_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
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

(node as any).hash = "fa348bca757d4d7941d2cfbcb5a8343c";

export default node;
